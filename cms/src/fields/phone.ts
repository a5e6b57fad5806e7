import type { TextFieldSingleValidation } from 'payload'
import { isKoreanPhone } from '@storefront/rules/phone'

export const validatePhone: TextFieldSingleValidation = (value) => !value || isKoreanPhone(value) || '하이픈을 넣어 입력하세요. 예: 02-123-4567, 010-1234-5678'
