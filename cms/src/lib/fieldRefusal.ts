import { ValidationError } from 'payload'

/**
 * A refusal of fields, each by its path in the record (`returnAddress.postalCode`) with its Korean
 * message: Payload's own ValidationError, so the admin panel marks each field and the storefront
 * shows each message under the field its path names, whatever the wording. The answer's message is
 * the first field's, for a client that shows one line (hooks/koreanErrors keeps it). `within`
 * names the group the fields are in.
 */
export function fieldRefusal(collection: string, problems: Record<string, string | null | undefined>, within?: string): ValidationError {
  const errors = Object.entries(problems).flatMap(([field, message]) => (message ? [{ path: within ? `${within}.${field}` : field, message }] : []))
  const refusal = new ValidationError({ collection, errors })
  refusal.message = errors[0]?.message ?? refusal.message
  return refusal
}
