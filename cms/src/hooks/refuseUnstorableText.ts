import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type GlobalBeforeOperationHook,
  type GlobalBeforeValidateHook,
} from 'payload'

export const UNSTORABLE_TEXT = '입력한 내용에 쓸 수 없는 문자가 있습니다. 확인 후 다시 입력해 주세요.'

/** A NUL (PostgreSQL's text cannot hold one) or half of a surrogate pair (no character at all). */
// eslint-disable-next-line no-control-regex -- the NUL is what it looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
export const unstorable = (text: string) => UNSTORABLE.test(text)

function anyUnstorable(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable(value)
  if (depth > 64 || typeof value !== 'object' || value === null) return false
  return Object.entries(value).some(([key, item]) => unstorable(key) || anyUnstorable(item, depth + 1))
}

/**
 * Text no one can have typed is refused whole with a Korean message, before anything is stored:
 * PostgreSQL refuses a NUL (answered as a 500), and a lone surrogate would be stored as U+FFFD.
 */
export const refuseUnstorableText: CollectionBeforeValidateHook & GlobalBeforeValidateHook = ({ data }) => {
  if (anyUnstorable(data)) throw new APIError(UNSTORABLE_TEXT, 400, null, true)
  return data
}

/** A create or update whose body is not an object (`null`, `"text"`, `[]`): a 400, not a crash in Payload's field hooks. */
export const objectBodiesOnly: GlobalBeforeOperationHook & CollectionBeforeOperationHook = ({ args, operation }) => {
  const { data } = (args ?? {}) as { data?: unknown }
  if ((operation === 'create' || operation === 'update') && (typeof data !== 'object' || data === null || Array.isArray(data)))
    throw new APIError(NOT_AN_OBJECT, 400, null, true)
  return args
}

const NOT_AN_OBJECT = '요청 내용은 항목 이름과 값으로 이루어진 JSON 객체여야 합니다.'
