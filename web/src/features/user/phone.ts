import { normaliseMobile } from '@storefront/cms/phone'
import { z } from 'zod'

export { normaliseMobile }

export const profileSchema = z.object({
  name: z.string().trim().min(1, '이름을 입력해 주세요.').max(50, '이름은 50자까지 입력할 수 있습니다.'),
  // Empty: no number on record.
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || normaliseMobile(value) !== undefined, '휴대전화 번호를 확인해 주세요. 예: 010-1234-5678'),
})
