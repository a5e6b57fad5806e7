// Which compression the client takes (Accept-Encoding, RFC 9110 §12.5.3): br, else gzip, else none.

export type Encoding = 'br' | 'gzip'

export function preferredEncoding(acceptEncoding: string | null, available: readonly Encoding[] = ['br', 'gzip']): Encoding | undefined {
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
