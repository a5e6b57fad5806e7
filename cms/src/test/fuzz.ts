// Hostile input for the fuzz tests (fast-check): what a script, not our forms, may send. JSON is
// written by hand so that keys like `__proto__` reach the server as keys (a JS object literal
// would set the prototype instead) and so that depth and raw number tokens are ours to choose.
import fc from 'fast-check'

/**
 * Inputs per endpoint; FUZZ_RUNS raises it for a longer hunt. Each run draws from a new seed, so
 * the reach grows across runs rather than within one (docs/decisions/0030, 0046).
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 100)

/**
 * Every run draws new inputs from a new seed, printed with each endpoint's tally; FUZZ_SEED (with
 * the same FUZZ_RUNS) draws the same inputs again to replay a failure.
 */
export const fuzzSeed = () => (process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() ^ (Math.random() * 2 ** 31))

/** Inputs in flight at once. */
export const CONCURRENCY = 8

/** One generated input may take this long before the test calls it a hang. */
const PER_INPUT_MS = 5_000

export type Json =
  | { kind: 'raw'; text: string }
  | { kind: 'array'; items: Json[] }
  | { kind: 'object'; entries: [string, Json][] }
  | { kind: 'value'; value: string | number | boolean | null }

const toJson = (value: Json): string => {
  switch (value.kind) {
    case 'raw':
      return value.text
    case 'array':
      return `[${value.items.map(toJson).join(',')}]`
    case 'object':
      return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`).join(',')}}`
    case 'value':
      return JSON.stringify(value.value) ?? 'null'
  }
}

/** UTF-16 code units one by one: lone surrogates included. */
const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 40 })

const edgeStrings = fc.constantFrom(
  '',
  ' ',
  '\uD800',
  '\uDFFF',
  'ab\uD83D',
  '\u202E\u0644\u0627\u202C',
  '\u200F\u200E',
  '\u200B\uFEFF',
  '\u0000',
  '%00',
  '\r\n\r\n',
  '𝕊𝕖𝕣𝕚𝕒𝕝',
  '👨‍👩‍👧‍👦',
  'İı',
  'ﬀ',
  '１２３４',
  '٣٤٥',
  '가\u0301',
  'NaN',
  'Infinity',
  '-0',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '__proto__',
  'constructor',
  '../../../etc/passwd',
  "' OR '1'='1",
  '"; DROP TABLE serials; --',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://evil.example")',
)

const hugeString = fc
  .tuple(fc.integer({ min: 10_000, max: 50_000 }), fc.constantFrom('A', '가', '\u202E', '\uD800', '𝕏', '\u0000'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)))

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: codeUnits },
  { weight: 3, arbitrary: edgeStrings },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: hugeString },
)

const rawNumbers = fc.constantFrom('1e309', '-1e309', '-0', '12345678901234567890123456789', '0.0000000000000000000001', '9007199254740993', '1E2', '-1')

const scalar: fc.Arbitrary<Json> = fc.oneof(
  hostileString.map((value) => ({ kind: 'value' as const, value })),
  fc
    .oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER + 2))
    .map((value) => ({ kind: 'value' as const, value })),
  fc.constantFrom(true, false, null).map((value) => ({ kind: 'value' as const, value })),
  rawNumbers.map((text) => ({ kind: 'raw' as const, text })),
)

const prototypeKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__')

/** Nesting far past what any handler expects, built as text (a tree this deep would be slow to shrink). */
const deepNesting = fc
  .tuple(fc.integer({ min: 100, max: 10_000 }), fc.constantFrom(['[', ']'], ['{"a":', '}']))
  .map(([depth, [open, close]]) => ({ kind: 'raw' as const, text: `${open.repeat(depth)}1${close.repeat(depth)}` }))

/** Any JSON value, keys drawn from `fieldNames`, prototype keys and noise. */
const hostileJson = (fieldNames: string[] = []): fc.Arbitrary<Json> => {
  const key = fc.oneof(
    { weight: 3, arbitrary: fieldNames.length ? fc.constantFrom(...fieldNames) : prototypeKeys },
    { weight: 2, arbitrary: prototypeKeys },
    { weight: 1, arbitrary: hostileString },
  )
  const { tree } = fc.letrec<{ tree: Json }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      scalar,
      fc.array(tie('tree'), { maxLength: 5 }).map((items) => ({ kind: 'array' as const, items })),
      fc.array(fc.tuple(key, tie('tree')), { maxLength: 6 }).map((entries) => ({ kind: 'object' as const, entries })),
    ),
  }))
  return fc.oneof({ weight: 8, arbitrary: tree }, { weight: 1, arbitrary: deepNesting })
}

/** A request body: mostly an object with the endpoint's own fields set to anything, else any JSON or none. */
export const hostileBody = (fieldNames: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .array(fc.tuple(fc.oneof(fc.constantFrom(...fieldNames), prototypeKeys, hostileString), hostileJson(fieldNames)), { maxLength: 8 })
        .map((entries) => toJson({ kind: 'object', entries })),
    },
    { weight: 2, arbitrary: hostileJson(fieldNames).map(toJson) },
    // Not JSON at all, though it says it is.
    { weight: 1, arbitrary: fc.oneof(hostileString, fc.constantFrom('{', '{"a":', '[1,', 'nul', '{"a":1}{"b":2}', '\uFEFF{}')) },
  )

/** A header value as a client could send it (no CR/LF, Latin-1 only: fetch refuses the rest). */
export const hostileHeader = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 300 }),
  fc.constantFrom(
    '',
    'Bearer',
    'Bearer ',
    'Bearer null',
    'JWT undefined',
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
    'users API-Key x',
    `Bearer ${'A'.repeat(9000)}`,
  ),
)

/** Korean in a refusal: what a consumer reads must be in their language. */
export const HANGUL = /[가-힣]/

/** The messages of a Payload-style error body (`{ errors: [{ message }] }`) or a `{ message }`. */
export async function messagesOf(response: Response): Promise<string[]> {
  const text = await response.text()
  try {
    const body = JSON.parse(text) as { errors?: { message?: string }[]; message?: string }
    return [...(body.errors ?? []).map((error) => error.message ?? ''), ...(body.message ? [body.message] : [])]
  } catch {
    return [text]
  }
}

/** Rejects when `work` outlives PER_INPUT_MS. */
export async function withinTime<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${PER_INPUT_MS} ms`)), PER_INPUT_MS)
  })
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}
