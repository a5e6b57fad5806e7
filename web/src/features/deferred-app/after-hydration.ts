import type { AppLoaderState } from './app-loader'

// What a public page's loader (app-loader.ts) left for the app, read once the app has hydrated.
const loaderState = () => window as Window & AppLoaderState

/** The path whose page view the loader already sent, if it did: the app must not count it twice. */
export const pathViewedBeforeHydration = () => loaderState().storefrontViewSent
