import { type Toast, toasts } from '~/ui/toast/toast-store'

// The app-wide state a reload for a new build keeps: the toasts still on screen. The
// signed-in user needs nothing: the session cookie survives any reload.

// The key stays as the builds before this file's rename wrote it: the reload reads what the old page kept.
const KEY = 'storefront:kept-state'

export function keepStateForReload() {
  sessionStorage.setItem(KEY, JSON.stringify({ toasts: toasts.list() }))
}

/** Once, as the new page starts. */
export function restoreKeptState() {
  const raw = sessionStorage.getItem(KEY)
  if (!raw) return
  sessionStorage.removeItem(KEY)
  try {
    const { toasts: saved } = JSON.parse(raw) as { toasts?: Toast[] }
    if (Array.isArray(saved)) toasts.restore(saved)
  } catch {
    // Written by an older build in another shape: nothing worth keeping.
  }
}
