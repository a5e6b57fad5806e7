import type { CollectionBeforeChangeHook } from 'payload'
import { fieldRefusal } from '@/lib/fieldRefusal'
import { normaliseMobile } from '@storefront/rules/phone'
import { returnAddressProblems } from '@storefront/rules/service-request'

/** A mail-in needs where to send the device back; a visit keeps none. */
export const checkReturnAddress: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation !== 'create') return data
  if (data.method !== 'mail') return { ...data, returnAddress: undefined }
  const problems = returnAddressProblems(data.returnAddress ?? {})
  if (Object.keys(problems).length > 0) throw fieldRefusal('service-requests', problems, 'returnAddress')
  const { name, phone, postalCode, address, detail } = data.returnAddress
  const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
  // Kept as the rules read them: trimmed, a mobile number with its hyphens, no detail as none.
  return {
    ...data,
    returnAddress: {
      name: trim(name),
      phone: normaliseMobile(trim(phone)) ?? trim(phone),
      postalCode: trim(postalCode),
      address: trim(address),
      detail: trim(detail) || null,
    },
  }
}
