import { z } from 'zod'

/**
 * A Korean mobile number as the CMS stores it (010-1234-5678), from however it was typed
 * (01012345678, 010 1234 5678, +82 10-1234-5678). Undefined when it is not one.
 */
export function normaliseMobile(input: string): string | undefined {
  let digits = input.replace(/[\s\-().]/g, '')
  if (digits.startsWith('+82')) digits = `0${digits.slice(3)}`
  const match = /^(01[016789])(\d{3,4})(\d{4})$/.exec(digits)
  return match ? `${match[1]}-${match[2]}-${match[3]}` : undefined
}

export const profileSchema = z.object({
  name: z.string().trim().min(1, '이름을 입력해 주세요.').max(50, '이름은 50자까지 입력할 수 있습니다.'),
  // Empty: no number on record.
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || normaliseMobile(value) !== undefined, '휴대전화 번호를 확인해 주세요. 예: 010-1234-5678'),
})
