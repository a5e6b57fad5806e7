import type { RouterHistory } from '@tanstack/react-router'

interface HoldOptions {
  history: RouterHistory
  panel: () => HTMLElement | null
  /** Enter was pressed (and swallowed). */
  onEnter: () => void
  /** Escape, or a navigation the dialog blocked (the browser's back button among them). */
  onDismiss: () => void
}

/**
 * What opening a dialog does to the page: scrolling locked, navigation blocked (an
 * attempt closes the dialog instead), the focused element remembered and left, Enter swallowed.
 * Returns what closing does: all of it undone, focus returned to the remembered element.
 */
export function holdPage({ history, panel, onEnter, onDismiss }: HoldOptions): () => void {
  const remembered = document.activeElement instanceof HTMLElement ? document.activeElement : null
  remembered?.blur()

  const unlockScroll = lockScroll()
  const unblock = history.block({
    blockerFn: () => {
      onDismiss()
      return true
    },
    // Leaving the site (closing the tab, typing an address) is not ours to stop.
    enableBeforeUnload: false,
  })

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      event.stopPropagation()
      onEnter()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      onDismiss()
    } else if (event.key === 'Tab') {
      trapTab(event, panel())
    }
  }
  // Capture: before any button or form on the page (or in the dialog) sees the key.
  window.addEventListener('keydown', onKeyDown, true)

  return () => {
    window.removeEventListener('keydown', onKeyDown, true)
    unblock()
    unlockScroll()
    if (remembered?.isConnected) remembered.focus({ preventScroll: true })
  }
}

function lockScroll(): () => void {
  const { style } = document.body
  const previous = { overflow: style.overflow, paddingRight: style.paddingRight }
  // Keep the page from shifting sideways when its scrollbar disappears.
  const scrollbar = window.innerWidth - document.documentElement.clientWidth
  style.overflow = 'hidden'
  if (scrollbar > 0) style.paddingRight = `${scrollbar}px`
  return () => {
    style.overflow = previous.overflow
    style.paddingRight = previous.paddingRight
  }
}

/** Tab and Shift+Tab go round the dialog's own controls. */
function trapTab(event: KeyboardEvent, panel: HTMLElement | null) {
  if (!panel) return
  const controls = [...panel.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], input, select, textarea')]
  const first = controls[0]
  const last = controls.at(-1)
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault()
    first.focus()
  }
}
