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
  const phone = data.returnAddress.phone.trim()
  return { ...data, returnAddress: { ...data.returnAddress, phone: normaliseMobile(phone) ?? phone } }
}
