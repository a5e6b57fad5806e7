// The CMS's redirects (the official redirects plugin, docs/contract.md) as a table the storefront
// asks on every navigation. A Map keyed by path: a lookup costs the same with ten redirects or
// ten thousand. Pure functions, so the rules can be tested without a CMS.

export interface RedirectTarget {
  /** A path on this site, or an absolute http(s) URL elsewhere. */
  href: string
  /** Reached by a full page load rather than client-side. */
  external: boolean
  statusCode: 301 | 302
}

export type RedirectTable = ReadonlyMap<string, RedirectTarget>

/** Where a document of each collection a redirect may point to lives on the storefront. */
const REFERENCE_PATHS: Record<string, (doc: Record<string, unknown>) => string | undefined> = {
  posts: (doc) => (doc.id != null ? `/posts/${doc.id}` : undefined),
  pages: (doc) => (typeof doc.slug === 'string' && doc.slug ? `/${doc.slug}` : undefined),
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** Builds the table from the plugin's documents (`depth=1`); unusable entries are left out. */
export function buildRedirectTable(docs: readonly unknown[], siteUrl: string): RedirectTable {
  const table = new Map<string, RedirectTarget>()
  for (const doc of docs) {
    if (!isRecord(doc) || typeof doc.from !== 'string') continue
    const from = normalizePath(doc.from, siteUrl)
    const target = isRecord(doc.to) ? resolveTarget(doc.to, siteUrl) : undefined
    if (!from || !target || target.href === from) continue
    table.set(from, { ...target, statusCode: doc.type === '301' ? 301 : 302 })
  }
  return table
}

/** The redirect for a path as the browser asked for it (with its query, if any). */
export function findRedirect(table: RedirectTable, path: string): RedirectTarget | undefined {
  const [pathname = '', query] = splitQuery(path)
  const normalized = normalizePathname(pathname)
  return (query !== undefined ? table.get(`${normalized}?${query}`) : undefined) ?? table.get(normalized)
}

function resolveTarget(to: Record<string, unknown>, siteUrl: string): Omit<RedirectTarget, 'statusCode'> | undefined {
  if (to.type === 'reference' && isRecord(to.reference)) {
    const { relationTo, value } = to.reference
    const pathOf = typeof relationTo === 'string' ? REFERENCE_PATHS[relationTo] : undefined
    const href = pathOf && isRecord(value) ? pathOf(value) : undefined
    return href ? { href, external: false } : undefined
  }
  if (typeof to.url !== 'string') return undefined
  const url = to.url.trim()
  const onSite = normalizePath(url, siteUrl)
  if (onSite) return { href: onSite, external: false }
  return isHttpUrl(url) ? { href: url, external: true } : undefined
}

/**
 * A `from` or `to` written as a path ("/old") or as a full URL of this site, as the path the
 * router sees; undefined for anything else (another site, `//host`, `javascript:`…).
 */
function normalizePath(value: string, siteUrl: string): string | undefined {
  const trimmed = value.trim()
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.includes('\\')) {
    const [pathname = '', query] = splitQuery(trimmed.split('#')[0] ?? '')
    return normalizePathname(pathname) + (query ? `?${query}` : '')
  }
  if (!isHttpUrl(trimmed)) return undefined
  const url = new URL(trimmed)
  if (url.origin !== new URL(siteUrl).origin) return undefined
  return normalizePathname(url.pathname) + url.search
}

/** Decoded (so "/이벤트" and "/%EC%9D%B4%EB%B2%A4%ED%8A%B8" are one key), without a trailing slash. */
function normalizePathname(pathname: string): string {
  let decoded = pathname
  try {
    decoded = decodeURI(pathname)
  } catch {
    // Malformed escapes: compare as written.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') || '/' : decoded
}

function splitQuery(path: string): [string, string | undefined] {
  const index = path.indexOf('?')
  return index < 0 ? [path, undefined] : [path.slice(0, index), path.slice(index + 1)]
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}
