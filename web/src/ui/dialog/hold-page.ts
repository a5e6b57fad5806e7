import type { RouterHistory } from '@tanstack/react-router'

interface HoldOptions {
  history: RouterHistory
  /** Enter was pressed (and swallowed). */
  onEnter: () => void
  /** A navigation the dialog blocked (the browser's back button among them). */
  onDismiss: () => void
}

/**
 * What opening a dialog does to the page beyond what the modal <dialog> does (the browser makes
 * the page inert, keeps focus in the dialog, turns Escape into its cancel event and returns focus
 * when it closes): scrolling locked, navigation blocked (an attempt closes the dialog instead),
 * Enter swallowed. Returns what closing does: all of it undone.
 */
export function holdPage({ history, onEnter, onDismiss }: HoldOptions): () => void {
  // An inert page still scrolls under the wheel, a touch or the keyboard's page keys.
  const unlockScroll = lockScroll()
  const unblock = history.block({
    blockerFn: () => {
      onDismiss()
      return true
    },
    // Leaving the site (closing the tab, typing an address) is not ours to stop.
    enableBeforeUnload: false,
  })

  // Enter does nothing but close an alert (docs/product.md), though a focused button in the
  // dialog would take it as a click.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    event.stopPropagation()
    onEnter()
  }
  // Capture: before any button in the dialog sees the key.
  window.addEventListener('keydown', onKeyDown, true)

  return () => {
    window.removeEventListener('keydown', onKeyDown, true)
    unblock()
    unlockScroll()
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
