import { normaliseMobile } from '@storefront/rules/phone'
import { ADDRESS_DETAIL_MAX, POSTAL_CODE_LENGTH, ROAD_ADDRESS_MAX } from '@storefront/rules/postal-address'
import { descriptionProblem, isSymptom, photosProblem, returnAddressProblems, type ReturnAddress } from '@storefront/rules/service-request'
import { type ServiceErrors, serviceMessages } from './messages'

// The A/S form as the server reads it (submit.server.ts): every problem by field, in Korean, and
// the values it will send to the CMS.

const text = (form: FormData, name: string, max: number) =>
  String(form.get(name) ?? '')
    .trim()
    .slice(0, max)

interface Fields {
  symptom: string
  description: string
  photos: File[]
  method: 'visit' | 'mail'
  shop: number | null
  returnAddress: ReturnAddress | null
}

/** The form's problems by field, and its values: a mobile number as the CMS stores it, the rest trimmed and cut to length. */
export function validateService(form: FormData): { errors: ServiceErrors; fields: Fields } {
  const errors: ServiceErrors = {}
  const symptom = String(form.get('symptom') ?? '')
  if (!isSymptom(symptom)) errors.symptom = serviceMessages.symptom
  const description = String(form.get('description') ?? '').trim()
  const describeProblem = descriptionProblem(description)
  if (describeProblem) errors.description = describeProblem
  const photos = form.getAll('photos').filter((file): file is File => file instanceof File && (file.size > 0 || file.name !== ''))
  const photoProblem = photosProblem(photos)
  if (photoProblem) errors.photos = photoProblem
  const method = form.get('method')
  if (method !== 'visit' && method !== 'mail') errors.method = serviceMessages.method
  const shop = Number(form.get('shop')) || null
  if (method === 'visit' && !shop) errors.shop = serviceMessages.shop
  let returnAddress: ReturnAddress | null = null
  if (method === 'mail') {
    const typedPhone = text(form, 'phone', 20)
    returnAddress = {
      name: text(form, 'name', 50),
      phone: normaliseMobile(typedPhone) ?? typedPhone,
      postalCode: text(form, 'postalCode', POSTAL_CODE_LENGTH),
      address: text(form, 'address', ROAD_ADDRESS_MAX),
      detail: text(form, 'detail', ADDRESS_DETAIL_MAX),
    }
    Object.assign(errors, returnAddressProblems(returnAddress))
  }
  return { errors, fields: { symptom, description, photos, method: method === 'mail' ? 'mail' : 'visit', shop, returnAddress } }
}
