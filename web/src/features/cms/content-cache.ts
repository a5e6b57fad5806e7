/**
 * Public CMS content kept in memory and keyed by the CMS's content version (docs/contract.md,
 * "Public content freshness"). One poller per process asks for the version at most once per
 * `pollMs`; a piece of content is loaded again on the first request after the version moved, so
 * an edit reaches every instance within about a second, with no restart.
 *
 * A CMS without the version endpoint (`fetchVersion` resolves null) leaves the version unknown:
 * each piece is then served from memory and refreshed in the background after `ttlMs`. A CMS
 * that cannot be reached keeps the last version known, so pages go on with what they have.
 */

export interface ContentCacheOptions {
  /** The current version, or null when the CMS does not publish one. */
  fetchVersion: () => Promise<string | null>
  pollMs: number
  ttlMs: number
  now?: () => number
  /** Starts the poller; returns nothing to stop, the process owns it. Injected by tests. */
  schedule?: (tick: () => void, everyMs: number) => void
  onError?: (error: unknown) => void
}

type Version = string | null | undefined

export function createContentCache(options: ContentCacheOptions) {
  const now = options.now ?? Date.now
  const onError = options.onError ?? (() => {})
  const schedule =
    options.schedule ??
    ((tick: () => void, everyMs: number) => {
      // unref: the poller alone must not keep the process (a test, a build step) alive.
      setInterval(tick, everyMs).unref()
    })

  let version: Version
  let polling: Promise<void> | undefined
  let started: Promise<void> | undefined

  const poll = (): Promise<void> => {
    polling ??= options
      .fetchVersion()
      .then((next) => {
        version = next
      }, onError)
      .finally(() => {
        polling = undefined
      })
    return polling
  }

  /** The first caller waits for the first answer, so content is not loaded twice at start. */
  const start = () => {
    started ??= poll().then(() => schedule(() => void poll(), options.pollMs))
    return started
  }

  /** Wraps a loader of one piece of public content. Concurrent callers share one load. */
  function piece<T>(load: () => Promise<T>): () => Promise<T> {
    let entry: { data: T; version: Version; loadedAt: number } | undefined
    let pending: Promise<T> | undefined
    // After a failed reload, serve the old content for a while instead of waiting on the CMS again.
    let retryAt = 0

    const refresh = () => {
      const loadingVersion = version
      pending ??= load()
        .then((data) => {
          entry = { data, version: loadingVersion, loadedAt: now() }
          return data
        })
        .finally(() => {
          pending = undefined
        })
      return pending
    }

    const fallBack = (error: unknown, stale: T) => {
      onError(error)
      retryAt = now() + options.pollMs
      return stale
    }

    return async () => {
      await start()
      if (!entry) return refresh()
      const current = entry
      if (typeof version === 'string') {
        if (current.version === version || now() < retryAt) return current.data
        return refresh().catch((error: unknown) => fallBack(error, current.data))
      }
      if (now() - current.loadedAt >= options.ttlMs) refresh().catch(onError)
      return current.data
    }
  }

  return { piece, poll }
}
