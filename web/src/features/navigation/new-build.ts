// New builds (docs/product.md#behaviour-on-every-page): the app polls the latest-build manifest; once the build id changed, the next
// navigation loads the page anew (new code), at most once per path within 10 s, with the
// app's state kept across the reload.

const BUILD_POLL_MS = 60_000
export const RELOAD_GUARD_MS = 10_000
const RELOADS_KEY = 'storefront:reloads'

/** When each path was last reloaded for a new build (epoch ms). */
type Reloads = Record<string, number>

/** False when this very path was reloaded less than 10 s ago: a loop must not trap the visitor. */
export function mayReload(reloads: Reloads, path: string, now: number): boolean {
  const last = reloads[path]
  return last === undefined || now - last >= RELOAD_GUARD_MS
}

let outdated = false

/** Asks the server which build is the newest; true when it is not the one running here. */
export async function checkForNewBuild(fetchLatest: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchLatest(`/builds/latest.json?ts=${Date.now()}`, { cache: 'no-store' })
    if (response.ok) {
      const { id } = (await response.json()) as { id?: unknown }
      if (typeof id === 'string' && id !== __BUILD_ID__) markOutdated()
    }
  } catch {
    // Offline or mid-deploy: ask again at the next poll.
  }
  return outdated
}

/**
 * From now on the next navigation reloads. `<html data-new-build>` says so to whoever looks (the
 * browser tests wait for it instead of guessing how long the answer takes to be read).
 */
function markOutdated() {
  outdated = true
  document.documentElement.dataset.newBuild = 'waiting-for-navigation'
}

/** Polls while the page is open, and whenever the visitor comes back to the tab. */
export function watchForNewBuild(): () => void {
  const timer = setInterval(() => void checkForNewBuild(), BUILD_POLL_MS)
  const onVisible = () => document.visibilityState === 'visible' && void checkForNewBuild()
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    clearInterval(timer)
    document.removeEventListener('visibilitychange', onVisible)
  }
}

/**
 * Called as a navigation starts (client only): true when it must be a full page load of `path`;
 * the reload is recorded.
 */
export function claimReloadForNewBuild(path: string, now = Date.now()): boolean {
  if (!outdated) return false
  const reloads = readReloads()
  if (!mayReload(reloads, path, now)) return false
  // Kept in the tab's session storage: the record must survive the reload it guards.
  const recent = Object.fromEntries(Object.entries(reloads).filter(([, at]) => now - at < RELOAD_GUARD_MS))
  sessionStorage.setItem(RELOADS_KEY, JSON.stringify({ ...recent, [path]: now }))
  return true
}

function readReloads(): Reloads {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(RELOADS_KEY) ?? '{}')
    return typeof value === 'object' && value !== null ? (value as Reloads) : {}
  } catch {
    return {}
  }
}
