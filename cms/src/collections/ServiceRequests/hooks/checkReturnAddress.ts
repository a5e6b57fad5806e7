import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { normaliseMobile } from '@/shared/phone'
import { returnAddressProblems } from '@/shared/service-request'

/** A mail-in needs where to send the device back; a visit keeps none. */
export const checkReturnAddress: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation !== 'create') return data
  if (data.method !== 'mail') return { ...data, returnAddress: undefined }
  const problems = returnAddressProblems(data.returnAddress ?? {})
  const [first] = Object.values(problems)
  if (first) throw new APIError(first, 400, null, true)
  const phone = data.returnAddress.phone.trim()
  return { ...data, returnAddress: { ...data.returnAddress, phone: normaliseMobile(phone) ?? phone } }
}
