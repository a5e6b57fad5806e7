/**
 * Wraps a loader of the content cache (features/cms/public-content.server.ts) so that only the very first call waits: later
 * calls get the last value at once while the loader fetches a newer one, which later calls get.
 * For content that takes long to load (thousands of shops, about a second from the CMS), so the
 * first visitor after an edit does not wait for it; the edit shows once the load is in.
 */
export function serveWhileReloading<T>(load: () => Promise<T>): () => Promise<T> {
  let latest: { value: T } | undefined
  return async () => {
    const loading = load().then((value) => {
      latest = { value }
      return value
    })
    if (!latest) return loading
    // The content cache reports a failed reload and keeps serving the old value itself.
    loading.catch(() => {})
    return latest.value
  }
}
