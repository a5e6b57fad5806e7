import { APIError, type CollectionBeforeValidateHook } from 'payload'

export const UNSTORABLE_TEXT = '입력한 내용에 쓸 수 없는 문자가 있습니다. 확인 후 다시 입력해 주세요.'

/** A NUL (PostgreSQL's text cannot hold one) or half of a surrogate pair (no character at all). */
// eslint-disable-next-line no-control-regex -- the NUL is what it looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const unstorable = (text: string) => UNSTORABLE.test(text)

function anyUnstorable(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable(value)
  if (depth > 64 || typeof value !== 'object' || value === null) return false
  return Object.entries(value).some(([key, item]) => unstorable(key) || anyUnstorable(item, depth + 1))
}

/**
 * Text no one can have typed is refused whole with a Korean message, before anything is stored:
 * PostgreSQL refuses a NUL (answered as a 500), and a lone surrogate would be stored as U+FFFD.
 */
export const refuseUnstorableText: CollectionBeforeValidateHook = ({ data }) => {
  if (anyUnstorable(data)) throw new APIError(UNSTORABLE_TEXT, 400, null, true)
  return data
}
