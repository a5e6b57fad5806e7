import { normaliseMobile, PHONE_CONSENT_MISSING } from '@storefront/rules/phone'
import * as z from 'zod/mini'

/** A name as the forms take it (registration, my page): trimmed, 1 to 50 characters. */
export const nameSchema = z.string().check(z.trim(), z.minLength(1, '이름을 입력해 주세요.'), z.maxLength(50, '이름은 50자까지 입력할 수 있습니다.'))

// zod/mini, like the other form schemas (features/auth/password-policy.ts).
/** The optional mobile number and the consent it is kept with (the CMS refuses a number without it). Empty: no number on record. */
export const phoneFields = {
  phone: z.string().check(
    z.trim(),
    z.maxLength(20, '휴대전화 번호를 확인해 주세요. 예: 010-1234-5678'),
    z.refine((value) => value === '' || normaliseMobile(value) !== undefined, '휴대전화 번호를 확인해 주세요. 예: 010-1234-5678'),
  ),
  phoneConsent: z.boolean(),
}

/** A number left without its consent is refused on the consent's checkbox. */
export const phoneConsentGiven = z.refine<{ phone: string; phoneConsent: boolean }>((value) => value.phone.trim() === '' || value.phoneConsent, {
  message: PHONE_CONSENT_MISSING,
  path: ['phoneConsent'],
})

/** My page's profile form: the name, the phone with its consent, and the marketing choice. */
export const profileFormSchema = z.object({ name: nameSchema, ...phoneFields, marketingOptIn: z.boolean() }).check(phoneConsentGiven)

/** What the CMS stores of a number as typed: 010-1234-5678, or none. */
export const storedPhone = (phone: string): string | null => (phone.trim() ? (normaliseMobile(phone) ?? phone.trim()) : null)
