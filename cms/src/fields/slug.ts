import type { TextField } from 'payload'
import { isSlug, SLUG_MAX_LENGTH } from '@storefront/rules/slug'

/** A URL segment: lower-case letters, digits and hyphens, unique in its collection. */
export const slugField = (description: string): TextField => ({
  name: 'slug',
  type: 'text',
  label: '주소 이름',
  required: true,
  unique: true,
  index: true,
  validate: (value: string | null | undefined) => {
    if (!value || isSlug(value)) return true
    return value.length > SLUG_MAX_LENGTH ? `${SLUG_MAX_LENGTH}자 이내로 입력하세요.` : '영문 소문자, 숫자, 하이픈(-)만 쓸 수 있습니다. 예: korea'
  },
  admin: { position: 'sidebar', description },
})
