/**
 * Wraps a loader so its result is served from memory. Only the very first call waits for the
 * loader; after `ttlMs` the old value is still served while one background load refreshes it,
 * and a failed refresh keeps the old value (the next call tries again). Concurrent callers
 * share one load.
 */
export function cachedLoader<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now) {
  let value: { data: T; loadedAt: number } | undefined
  let pending: Promise<T> | undefined

  const refresh = () => {
    pending ??= load()
      .then((data) => {
        value = { data, loadedAt: now() }
        return data
      })
      .finally(() => {
        pending = undefined
      })
    return pending
  }

  return (): Promise<T> => {
    if (!value) return refresh()
    if (now() - value.loadedAt >= ttlMs) refresh().catch(() => {})
    return Promise.resolve(value.data)
  }
}
