import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Public CMS content kept in memory and keyed by the CMS's content version (docs/contract.md,
 * "Public content freshness"). A poller asks for the version at most once per `pollMs`, and
 * `poll()` asks at once when the CMS says it moved (docs/decisions/0025). When it moves, every
 * piece this instance holds is loaded again at once, in the background, so the next visitor finds
 * the edit however soon or late they come (a piece first asked for after that loads then), and an
 * edit reaches every instance with no restart.
 *
 * A CMS without the version endpoint (`fetchVersion` resolves null) leaves the version unknown:
 * each piece is then served from memory and refreshed in the background after `ttlMs`. A CMS
 * that cannot be reached keeps the last version known, so pages go on with what they have.
 *
 * Whenever a piece answers with content loaded under another version than the current one (a
 * failed reload, a reload it does not wait for), `onStale` is called: a page rendered from it
 * must not be kept as the page of the current version (the render cache, docs/decisions/0025).
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
  /** A piece answered with content older than the current version. */
  onStale?: () => void
  /**
   * How long after the version moved a piece read with `serveWhileReloading` may still answer with
   * the old content while the new one loads; later, a read waits for it. A second by default: no
   * visitor is served content older than a version announced more than a second before.
   */
  serveOldForMs?: number
}

export interface ReadOptions {
  /**
   * For a moment after the version moved (`serveOldForMs`), answer with the old content at once
   * while the new one loads (for content that takes long to load: thousands of shops). The very
   * first load, and a reload still running after that moment, are waited on.
   */
  serveWhileReloading?: boolean
}

type Version = string | null | undefined

/** What one page render read: whether any piece answered with content older than the current version. */
interface Reads {
  stale: boolean
}

export function createContentCache(options: ContentCacheOptions) {
  const now = options.now ?? Date.now
  const onError = options.onError ?? (() => {})
  const reads = new AsyncLocalStorage<Reads>()
  const onStale = () => {
    const current = reads.getStore()
    if (current) current.stale = true
    options.onStale?.()
  }
  const schedule =
    options.schedule ??
    ((tick: () => void, everyMs: number) => {
      // unref: the poller alone must not keep the process (a test, a build step) alive.
      setInterval(tick, everyMs).unref()
    })

  const serveOldForMs = options.serveOldForMs ?? 1_000
  let version: Version
  // When this instance learned of the current version: old content is served only just after.
  let versionMovedAt = -Infinity
  // Each piece that holds content: reloaded when the version moves; current once it has.
  const holders = new Set<{ reloadAhead: () => void; current: () => boolean }>()
  let polling: Promise<void> | undefined
  // A poll asked for while one is under way: its answer may predate the edit that was announced.
  let pollAgain = false
  let started: Promise<void> | undefined

  const poll = (): Promise<void> => {
    if (polling) {
      pollAgain = true
      return polling
    }
    polling = options
      .fetchVersion()
      .then((next) => {
        const moved = typeof next === 'string' && next !== version
        version = next
        if (moved) {
          versionMovedAt = now()
          for (const holder of holders) holder.reloadAhead()
        }
      }, onError)
      .finally(() => {
        polling = undefined
        if (pollAgain) {
          pollAgain = false
          void poll()
        }
      })
    return polling
  }

  /** The first caller waits for the first answer, so content is not loaded twice at start. */
  const start = () => {
    started ??= poll().then(() => schedule(() => void poll(), options.pollMs))
    return started
  }

  /** The version as this instance knows it (after the first answer); null or undefined when unknown. */
  const currentVersion = async (): Promise<Version> => {
    await start()
    return version
  }

  /** Wraps a loader of one piece of public content. Concurrent callers share one load. */
  function piece<T>(load: () => Promise<T>): (read?: ReadOptions) => Promise<T> {
    let entry: { data: T; version: Version; loadedAt: number } | undefined
    let pending: Promise<T> | undefined
    // After a failed reload, serve the old content for a while instead of waiting on the CMS again.
    let retryAt = 0

    const refresh = (): Promise<T> => {
      const loadingVersion = version
      pending ??= load()
        .then(
          (data) => {
            entry = { data, version: loadingVersion, loadedAt: now() }
            holders.add(holder)
            return data
          },
          (error: unknown) => {
            // Set before `pending` clears, so no read in between asks the CMS again at once.
            retryAt = now() + options.pollMs
            throw error
          },
        )
        .finally(() => {
          pending = undefined
        })
      return pending
    }

    const holder = {
      /** In the background when the version moved: loaded for the version, not for a visitor. */
      reloadAhead: () => {
        if (entry && entry.version !== version) refresh().catch(onError)
      },
      current: () => entry?.version === version,
    }

    const stale = (data: T) => {
      onStale()
      return data
    }

    return async (read: ReadOptions = {}) => {
      await start()
      if (!entry) return refresh()
      const current = entry
      if (typeof version === 'string') {
        if (current.version === version) return current.data
        if (now() < retryAt) return stale(current.data)
        if (read.serveWhileReloading && now() - versionMovedAt < serveOldForMs) {
          refresh().catch(onError)
          return stale(current.data)
        }
        return refresh().catch((error: unknown) => {
          onError(error)
          return stale(current.data)
        })
      }
      if (now() - current.loadedAt >= options.ttlMs) refresh().catch(onError)
      return current.data
    }
  }

  /**
   * Runs `render` and says whether everything it read was content of the current version (a piece
   * that served older content while reloading, or after a failed reload, makes it stale).
   */
  async function reading<T>(render: () => Promise<T>): Promise<{ value: T; stale: boolean }> {
    const scope: Reads = { stale: false }
    const value = await reads.run(scope, render)
    return { value, stale: scope.stale }
  }

  /** Whether every piece this instance holds is of the current version (none still reloading or failed). */
  const holdsCurrent = () => [...holders].every((holder) => holder.current())

  return { piece, poll, currentVersion, reading, holdsCurrent }
}
