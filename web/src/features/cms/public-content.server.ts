import { type ContentPush, listenForContentChanges } from '@storefront/rules/content-push.server'
import { serverEnv } from '~/env.server'
import { outsideRequest } from '~/features/observability/request-context.server'
import { CMS_TIMEOUTS, CmsError, cms } from './cms-client.server'
import { createContentCache } from './content-cache.server'

// Public content lives in memory, keyed by the CMS's content version (content-cache.server.ts), so pages
// do not wait on the CMS for it. Each feature wraps its own loaders (shop index, redirect table,
// site chrome, …) with `publicContent`. The CMS pushes each new version over PostgreSQL
// LISTEN/NOTIFY; the poll once a second stays as the fallback (docs/decisions/0025).

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
const sayOnce = (prefix: string) => (error: unknown) => {
  // Polled every second: say it once, not sixty times a minute.
  const message = `${prefix}: ${error instanceof Error ? error.message : String(error)}`
  if (message !== lastVersionError) console.error(message)
  lastVersionError = message
}

let push: ContentPush | undefined

const content = createContentCache({
  // The poller and the push listener start within the first visitor's request but serve no one's:
  // they run outside it, so their CMS calls do not carry that visitor's request id for good.
  fetchVersion: () => outsideRequest(fetchVersion),
  schedule: (tick, everyMs) => outsideRequest(() => setInterval(tick, everyMs).unref()),
  pollMs: VERSION_POLL_MS,
  ttlMs: FALLBACK_TTL_MS,
  onError: sayOnce('[cms] public content'),
})

async function fetchVersion(): Promise<string | null> {
  // The first ask starts listening (not on import: unit tests and build steps load this module).
  push ??= listenForContentChanges({
    connectionString: serverEnv().rateLimitDatabaseUrl,
    onChange: () => void content.poll(),
    onError: sayOnce('[cms] content version push'),
  })
  const body = await orIfMissing(cms().get<{ version?: unknown } | null>('/api/content-version', { timeoutMs: CMS_TIMEOUTS.probe, retry: false }), null)
  lastVersionError = undefined
  return typeof body?.version === 'string' ? body.version : null
}

/**
 * Wraps the loader of one piece of public content (a feature's `.server.ts` module): loaded again
 * on the first request after the CMS content version moved, else served from memory.
 */
export const publicContent = content.piece

/** The content version this instance knows, once it has asked (null or undefined: unknown, nothing is keyed by it). */
export const currentContentVersion = content.currentVersion

/** Whether all the public content this instance holds is of the version it knows (nothing reloading). */
export const holdsCurrentContent = content.holdsCurrent

/** True while the CMS's version notices reach this instance (else it relies on polling). */
export const contentPushListening = () => push?.listening() ?? false

/** Runs a page render and says whether all it read was public content of the current version. */
export const readingContent = content.reading
