import type { AnyRouter } from '@tanstack/react-router'

// Up to 4 route preloads run at once; none on a slow connection or in data-saver mode.

export const MAX_CONCURRENT_PRELOADS = 4

interface NetworkInformation {
  saveData?: boolean
  effectiveType?: string
}

/** False in data-saver mode and on 2G-class connections (Network Information API, where there is one). */
export function canPrefetch(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true
  return !connection.saveData && !['slow-2g', '2g'].includes(connection.effectiveType ?? '')
}

/**
 * Wraps the router's preloading (links call it on hover, focus and touch): beyond the limit a
 * preload waits for a running one to end. The router has no option for this, hence the wrapper.
 */
export function limitPreloads(router: Pick<AnyRouter, 'preloadRoute'>, { max = MAX_CONCURRENT_PRELOADS, connection = () => currentConnection() } = {}) {
  const preload = router.preloadRoute
  let running = 0
  const waiting: Array<() => void> = []

  router.preloadRoute = (async (options: Parameters<typeof preload>[0]) => {
    if (!canPrefetch(connection())) return undefined
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve))
    running++
    try {
      return await preload(options)
    } finally {
      running--
      waiting.shift()?.()
    }
  }) as typeof preload
}

function currentConnection(): NetworkInformation | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as { connection?: NetworkInformation }).connection
}
