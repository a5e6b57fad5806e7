import type { AppLoaderState } from './app-loader'

// What a public page's loader (app-loader.ts) left for the app, read once the app has hydrated.
const loaderState = () => window as Window & AppLoaderState

/** The path whose page view the loader already sent, if it did: the app must not count it twice. */
export const pathViewedBeforeHydration = () => loaderState().storefrontViewSent

/** React keeps a hydrated element's props on it; an element without them is not answered yet. */
const answeredByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))
const MAX_FRAMES = 600

/**
 * Clicks again the button a visitor clicked before the app was there, once React answers it. The
 * document hydrates first and each route's part after it (its own Suspense boundary), so the
 * button may need a few more frames than the document.
 */
export function replayClickMadeBeforeHydration() {
  const state = loaderState()
  const button = state.storefrontPendingClick
  delete state.storefrontPendingClick
  let frames = 0
  const replay = () => {
    if (!button?.isConnected) return
    if (answeredByReact(button)) button.click()
    else if (++frames < MAX_FRAMES) requestAnimationFrame(replay)
  }
  replay()
}
