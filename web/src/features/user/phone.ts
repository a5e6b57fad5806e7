import { normaliseMobile } from '@storefront/cms/phone'
import * as z from 'zod/mini'

export { normaliseMobile }

/** A name as the forms take it (registration, my page): trimmed, 1 to 50 characters. */
export const nameSchema = z.string().check(z.trim(), z.minLength(1, '이름을 입력해 주세요.'), z.maxLength(50, '이름은 50자까지 입력할 수 있습니다.'))

// zod/mini, like the other form schemas (features/auth/password-policy.ts).
export const profileSchema = z.object({
  name: nameSchema,
  // Empty: no number on record.
  phone: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || normaliseMobile(value) !== undefined, '휴대전화 번호를 확인해 주세요. 예: 010-1234-5678'),
  ),
})

/** My page's profile form: the profile and the marketing choice. */
export const profileFormSchema = z.extend(profileSchema, { marketingOptIn: z.boolean() })
