import type { TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { isHref, isHttpUrl, isStorePath } from '@storefront/rules/urls'

// Payload's own text checks (required, length) first, then the URL rule.
const urlValidator =
  (accepts: (value: string) => boolean, message: string): TextFieldSingleValidation =>
  (value, options) => {
    const base = text(value, options)
    if (base !== true) return base
    return !value || accepts(value) || message
  }

export const validateHref = urlValidator(isHref, '"/"로 시작하는 경로 또는 http(s) 주소를 입력하세요.')
export const validateHttpUrl = urlValidator(isHttpUrl, 'http:// 또는 https://로 시작하는 주소를 입력하세요.')
export const validateStorePath = urlValidator(isStorePath, '"/"로 시작하는 스토어 경로를 입력하세요. 예: /event')
