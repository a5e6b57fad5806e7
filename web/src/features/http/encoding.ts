// Which compression the client takes (Accept-Encoding, RFC 9110 §12.5.3): br, else gzip, else none.

export type Encoding = 'br' | 'gzip'

const BOTH: readonly Encoding[] = ['br', 'gzip']

// Browsers send a handful of distinct headers: each is parsed once for a page from the render
// cache, whose answer is otherwise a lookup (a few dozen kept; a flood of odd ones starts over).
const answered = new Map<string | null, Encoding | undefined>()
const KEPT_ANSWERS = 64

export function preferredEncoding(acceptEncoding: string | null, available: readonly Encoding[] = BOTH): Encoding | undefined {
  if (available !== BOTH) return parsedPreference(acceptEncoding, available)
  if (answered.has(acceptEncoding)) return answered.get(acceptEncoding)
  if (answered.size >= KEPT_ANSWERS) answered.clear()
  const encoding = parsedPreference(acceptEncoding, available)
  answered.set(acceptEncoding, encoding)
  return encoding
}

function parsedPreference(acceptEncoding: string | null, available: readonly Encoding[]): Encoding | undefined {
  const weights = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((param) => param.trim().match(/^q=([\d.]+)$/)?.[1]).find(Boolean)
    weights.set(name, q === undefined ? 1 : Number(q))
  }
  const weight = (name: Encoding) => weights.get(name) ?? (weights.has('*') ? weights.get('*')! : 0)
  const best = available.filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a))[0]
  return best
}
