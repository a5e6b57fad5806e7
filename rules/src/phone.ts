// Telephone numbers as the CMS stores them. Plain functions: the storefront checks the same way.

/** Korean numbers as people write them: 02-123-4567, 031-1234-5678, 010-1234-5678, 1588-1234. */
export const isKoreanPhone = (value: string): boolean => /^(0\d{1,2}-\d{3,4}-\d{4}|1\d{3}-\d{4})$/.test(value)

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

/** The phone number is kept only with its own consent (collections/Customers/hooks/stampConsents). */
export const PHONE_CONSENT_MISSING = '휴대전화 번호를 남기시려면 휴대전화 번호 수집·이용에 동의해 주세요.'
