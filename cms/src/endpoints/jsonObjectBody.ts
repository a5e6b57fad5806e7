import { APIError, type FlattenedField, type PayloadRequest } from 'payload'
import { rowId } from '@/lib/rowId'

// Consumer writes and the serial check read a JSON body that anyone can send. Three kinds of input
// reached PostgreSQL or Node's limits as a 500 (found by src/endpoints/fuzz.int.test.ts): a body
// that is not JSON (Payload answers "Invalid JSON" in English) or not an object (the field hooks
// throw on a bare number), a NUL character (PostgreSQL refuses it in text), and a relationship id
// that is not a whole number (the lookup fails in SQL). Each is refused here, in Korean, with a 400.

const NOT_JSON = '요청 내용을 읽을 수 없습니다. JSON 형식으로 보내 주세요.'
const NOT_OBJECT = '요청 내용은 항목 이름과 값으로 이루어진 JSON 객체여야 합니다.'
const NUL = '요청 내용에 쓸 수 없는 문자가 들어 있습니다.'

const refuse = (message: string): never => {
  throw new APIError(message, 400, null, true)
}

/** True when any string (key or value) in `value` holds a NUL; iterative, so any depth is fine. */
function holdsNul(value: unknown): boolean {
  const pending = [value]
  while (pending.length) {
    const next = pending.pop()
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true
    } else if (next && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\u0000')) return true
        pending.push(item)
      }
    }
  }
  return false
}

/**
 * Refuses a JSON body that is not a JSON object, or holds a NUL, before Payload reads it; the text
 * read here is handed back to Payload's reader. Other content types (multipart uploads, CSV) are
 * left to their own handlers. Returns the parsed object (undefined for other content types).
 */
export async function refuseNonObjectJson(req: PayloadRequest): Promise<Record<string, unknown> | undefined> {
  const [type] = (req.headers.get('content-type') ?? '').split(';', 1)
  if (type !== 'application/json' || !req.text) return undefined
  const text = await req.text()
  let data: unknown
  try {
    data = text ? JSON.parse(text) : {}
  } catch {
    refuse(NOT_JSON)
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) refuse(NOT_OBJECT)
  if (holdsNul(data)) refuse(NUL)
  req.text = () => Promise.resolve(text)
  return data as Record<string, unknown>
}

const isId = (value: unknown): boolean => value === null || rowId(value) !== null

const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'code', 'select', 'radio', 'date'])
/** Text-like fields hold strings: an object here would reach hooks that call String() on it. */
const textAllowed = (field: FlattenedField, value: unknown): boolean => {
  const one = (item: unknown) => item === null || typeof item === 'string'
  return 'hasMany' in field && field.hasMany ? value === null || (Array.isArray(value) ? value.every(one) : one(value)) : one(value)
}

function idAllowed(field: FlattenedField & { type: 'relationship' | 'upload' }, value: unknown): boolean {
  const one = (item: unknown) => {
    if (Array.isArray(field.relationTo)) {
      return item === null || (typeof item === 'object' && isId((item as { value?: unknown }).value))
    }
    // A populated document (as an update may echo it back) names its id.
    return isId(item) || (typeof item === 'object' && item !== null && isId((item as { id?: unknown }).id))
  }
  return field.hasMany ? value === null || (Array.isArray(value) && value.every(one)) : one(value)
}

/** Refuses relationship ids that cannot be one and text that is not a string, in groups and arrays too. */
export function refuseMalformedIds(fields: FlattenedField[], data: Record<string, unknown>): void {
  for (const field of fields) {
    if (!('name' in field) || !(field.name in data) || data[field.name] === undefined) continue
    const value = data[field.name]
    if (field.type === 'relationship' || field.type === 'upload') {
      if (!idAllowed(field, value)) refuse(`${labelOf(field)} 값이 올바르지 않습니다.`)
    } else if (TEXT_TYPES.has(field.type)) {
      if (!textAllowed(field, value)) refuse(`${labelOf(field)} 값이 올바르지 않습니다.`)
    } else if (field.type === 'group' && value && typeof value === 'object' && !Array.isArray(value)) {
      refuseMalformedIds(field.flattenedFields, value as Record<string, unknown>)
    } else if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(value)) {
      for (const row of value) {
        if (!row || typeof row !== 'object') continue
        const rowFields =
          field.type === 'array'
            ? field.flattenedFields
            : field.blocks.find((block) => block.slug === (row as { blockType?: unknown }).blockType)?.flattenedFields
        if (rowFields) refuseMalformedIds(rowFields, row as Record<string, unknown>)
      }
    }
  }
}

const labelOf = (field: FlattenedField) => {
  const label = 'label' in field ? field.label : undefined
  return typeof label === 'string' ? label : field.name
}
