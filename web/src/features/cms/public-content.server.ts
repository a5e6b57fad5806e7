import { CMS_TIMEOUTS, CmsError, cms } from './cms-client.server'
import { createContentCache } from './content-cache'

// Public content lives in memory, keyed by the CMS's content version (content-cache.ts), so pages
// do not wait on the CMS for it. Each feature wraps its own loaders (shop index, redirect table,
// site chrome, …) with `publicContent`.

// docs/contract.md: at most once a second per instance.
const VERSION_POLL_MS = 1_000
// Only when the CMS publishes no content version.
const FALLBACK_TTL_MS = 10_000

/** `request`'s answer, or `fallback` when the CMS does not have it (404); any other failure still throws. */
export async function orIfMissing<T>(request: Promise<T>, fallback: T): Promise<T> {
  try {
    return await request
  } catch (error) {
    if (error instanceof CmsError && error.status === 404) return fallback
    throw error
  }
}

let lastVersionError: string | undefined

const content = createContentCache({
  fetchVersion: async () => {
    const body = await orIfMissing(cms().get<{ version?: unknown } | null>('/api/content-version', { timeoutMs: CMS_TIMEOUTS.probe }), null)
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
