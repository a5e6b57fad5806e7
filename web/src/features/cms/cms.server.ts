import type { Footer, Site } from '@storefront/cms/payload-types'
import { serverEnv } from '~/env.server'
import { buildRedirectTable } from '~/features/navigation/redirect-table'
import { buildShopIndex, SHOP_FIELDS, type ShopDoc } from '~/features/shops/shop-index'
import { createContentCache } from './content-cache'

// Server-side access to the CMS REST API. Public content lives in memory, keyed by the CMS's
// content version (content-cache.ts), so pages do not wait on the CMS for it.

// A hung CMS must leave a visitor with the error screen within 5 s (issue 10; e2e/faults.spec.ts).
const TIMEOUT_MS = 3_000
// Health checks (load balancer, start-up scripts) give up after a few seconds themselves.
const HEALTH_TIMEOUT_MS = 2_000
// docs/contract.md: at most once a second per instance.
const VERSION_POLL_MS = 1_000
const VERSION_TIMEOUT_MS = 2_000
// Only when the CMS publishes no content version.
const FALLBACK_TTL_MS = 10_000

export class CmsStatusError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`CMS answered ${status} for GET ${path}`)
  }
}

export async function cmsGet<T>(path: string, timeoutMs = TIMEOUT_MS, headers: Record<string, string> = {}): Promise<T> {
  const url = `${serverEnv().cmsUrl}${path}`
  const response = await fetch(url, {
    headers: { ...headers, accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) throw new CmsStatusError(response.status, path)
  return (await response.json()) as T
}

/** GET a path the CMS may not have yet (404 → `fallback`); any other failure still throws. */
export async function cmsGetOptional<T>(path: string, fallback: T, timeoutMs?: number): Promise<T> {
  try {
    return await cmsGet<T>(path, timeoutMs)
  } catch (error) {
    if (error instanceof CmsStatusError && error.status === 404) return fallback
    throw error
  }
}

let lastVersionError: string | undefined

const content = createContentCache({
  fetchVersion: async () => {
    const body = await cmsGetOptional<{ version?: unknown } | null>('/api/content-version', null, VERSION_TIMEOUT_MS)
    lastVersionError = undefined
    return typeof body?.version === 'string' ? body.version : null
  },
  pollMs: VERSION_POLL_MS,
  ttlMs: FALLBACK_TTL_MS,
  onError: (error) => {
    // Polled every second: say it once, not sixty times a minute.
    const message = error instanceof Error ? error.message : String(error)
    if (message !== lastVersionError) console.error(`[cms] public content: ${message}`)
    lastVersionError = message
  },
})

/**
 * Wraps the loader of one piece of public content (a feature's `.server.ts` module): loaded again
 * on the first request after the CMS content version moved, else served from memory.
 */
export const publicContent = content.piece

export const getFooter = content.piece(() => cmsGet<Footer>('/api/globals/footer'))

// depth=1: the share image and the warranty-policy post come as documents, not bare ids.
export const getSite = content.piece(() => cmsGet<Site>('/api/globals/site?depth=1'))

export const getRedirectTable = content.piece(async () => {
  const body = await cmsGetOptional<{ docs?: unknown[] }>('/api/redirects?pagination=false&depth=1', { docs: [] })
  return buildRedirectTable(body.docs ?? [], serverEnv().siteUrl)
})

// Visitors may read open shops only (the CMS's access rule); the shop finder searches this index.
// Only the fields it shows: with thousands of shops, the CMS's work per field is most of the wait.
const shopsQuery = new URLSearchParams([
  ['pagination', 'false'],
  ['depth', '0'],
  ['where[active][equals]', 'true'],
  ...SHOP_FIELDS.map((field) => [`select[${field}]`, 'true']),
])
export const getShopIndex = content.piece(async () => {
  const body = await cmsGet<{ docs: ShopDoc[] }>(`/api/shops?${shopsQuery}`)
  return buildShopIndex(body.docs)
})

/** True when the CMS answers its health check in time. */
export async function isCmsUp(): Promise<boolean> {
  try {
    await cmsGet<unknown>('/api/health', HEALTH_TIMEOUT_MS)
    return true
  } catch {
    return false
  }
}
