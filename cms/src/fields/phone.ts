import type { TextFieldSingleValidation } from 'payload'

/** Korean numbers as people write them: 02-123-4567, 031-1234-5678, 010-1234-5678, 1588-1234. */
export const isKoreanPhone = (value: string): boolean =>
  /^(0\d{1,2}-\d{3,4}-\d{4}|1\d{3}-\d{4})$/.test(value)

export const validatePhone: TextFieldSingleValidation = (value) =>
  !value || isKoreanPhone(value) || '하이픈을 넣어 입력하세요. 예: 02-123-4567, 010-1234-5678'
