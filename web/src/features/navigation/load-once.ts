/**
 * `import()` of a module, done once: the promise is kept. Route options import server functions
 * on demand (they stay out of the first page's JavaScript), and on the server each `import()`
 * would otherwise go through Node's module resolution on every request.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}
