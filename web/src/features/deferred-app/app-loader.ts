// The script a page carries instead of the app's entry (docs/decisions/0055, 0068). It is written
// into the page inline, from its source text (appLoaderScript), so it must not use anything outside
// itself, and stays small: the page view, then the app on the first interaction (a public page) or
// right after the first paint (every other page).

/** What the server tells the loader: when to load the app, its entry scripts, their module preloads and stylesheets, the page view. */
export interface AppLoaderConfig {
  /** A public page's app waits for a visitor's first interaction; any other page's, for its first paint only. */
  loadApp: 'on-first-interaction' | 'after-first-paint'
  entry: string[]
  preloads: string[]
  /** The whole stylesheet, linked when the page's head holds only the rules of its own HTML (page-css.server.ts). */
  stylesheets: string[]
  /** The attribute of a cut inline sheet (CUT_SHEET_ATTRIBUTE): the loader's text cannot read the constant. */
  cutSheet: string
  view: { route: string; sink: 'local' } | { route: string; sink: 'firebase'; measurementId: string } | null
  /** The Web Vitals reporter's chunk, the share of visits it loads on, and the page's route name (docs/decisions/0072). */
  vitals: { src: string; sampleRate: number; route: string } | null
}

/** What the loader leaves for the app on `window`: the path whose view it sent, the button clicked too early. */
export interface AppLoaderState {
  storefrontViewSent?: string
  storefrontPendingClick?: HTMLElement
  /** A sampled visit's Web Vitals settings, for the reporter. */
  storefrontVitals?: AppLoaderConfig['vitals']
}

/** The loader's element carries it, with when the app loads (`loadApp`): a page whose app waits for an interaction has its CSS cut to its HTML. */
export const APP_LOADER_ATTRIBUTE = 'data-app-loader'

/** A page's inline sheet carries it once cut to the page's HTML: then the loader links the whole sheet. */
export const CUT_SHEET_ATTRIBUTE = 'data-css-cut'

/** The loader's text without its indentation: it goes into every public page (no string in it spans lines). */
const loaderSource = appLoader.toString().replace(/\n[\t ]+/g, '\n')

/** The inline script: `appLoader` called with `config`, `<` escaped so no text in it can end the element. */
export function appLoaderScript(config: AppLoaderConfig): string {
  return `(${loaderSource})(${JSON.stringify(config).replace(/</g, '\\u003c')})`
}

function appLoader(config: AppLoaderConfig) {
  const doc = document
  const win = window as Window & AppLoaderState & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }
  const root = doc.documentElement
  // React hydrates the document as the server rendered it, without this element.
  doc.currentScript?.remove()
  root.dataset.app = 'waiting'

  const view = config.view
  if (view) {
    const sent = { route: view.route, path: location.pathname, location: location.href }
    win.storefrontViewSent = sent.path
    if (view.sink === 'local') {
      fetch('/api/analytics', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(sent), keepalive: true }).catch(() => {})
    } else {
      // Google's tag, as Firebase Analytics itself loads it (and finds it here when the app loads).
      const dataLayer = (win.dataLayer = win.dataLayer || [])
      win.gtag = win.gtag || ((...args: unknown[]) => dataLayer.push(args))
      win.gtag('js', new Date())
      win.gtag('config', view.measurementId, { send_page_view: false })
      win.gtag('event', 'page_view', { page_path: sent.path, page_location: sent.location, page_title: doc.title, route_name: sent.route })
      addEventListener('load', () =>
        doc.head.append(Object.assign(doc.createElement('script'), { async: true, src: `https://www.googletagmanager.com/gtag/js?id=${view.measurementId}` })),
      )
    }
  }

  // Back or forward to an entry the app made (a filter, "더 보기") in the document this page
  // replaced, by a reload, say: the address changed, the page did not. Only the server has that page.
  const served = location.pathname + location.search
  addEventListener('popstate', () => {
    if (!root.dataset.hydrated && location.pathname + location.search !== served) location.reload()
  })

  const triggers = ['pointerdown', 'keydown', 'focusin', 'touchstart']
  const load = () => {
    if (root.dataset.app !== 'waiting') return
    root.dataset.app = 'loading'
    // An element, not import(): a bundler may rewrite import() in this function's text.
    const run = () => {
      for (const src of config.entry)
        doc.head.append(Object.assign(doc.createElement('script'), { type: 'module', src, onerror: () => (root.dataset.app = 'failed') }))
    }
    // The whole stylesheet first, and the app runs once it is in (or failed): nothing the app
    // shows is ever unstyled. Its scripts download meanwhile.
    // A page served to its visitor alone (signed in, say) has the whole sheet inline already.
    const stylesheets = doc.querySelector(`style[${config.cutSheet}]`) ? config.stylesheets : []
    let waiting = stylesheets.length
    const sheetDone = () => --waiting === 0 && run()
    for (const href of stylesheets)
      doc.head.append(Object.assign(doc.createElement('link'), { rel: 'stylesheet', href, onload: sheetDone, onerror: sheetDone }))
    // One preload a task: each asks the network for a file, a few milliseconds of a phone's main thread.
    for (const href of config.preloads) setTimeout(() => doc.head.append(Object.assign(doc.createElement('link'), { rel: 'modulepreload', href })))
    if (!stylesheets.length) run()
  }
  for (const type of triggers) doc.addEventListener(type, load, { capture: true, passive: true, once: true })
  // The page is painted (its first content on screen, as the browser reports it) before the app's
  // files are even asked for, so they never hold it back; the frame after next where that goes unreported.
  if (config.loadApp === 'after-first-paint') {
    const painted = () => setTimeout(load)
    if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint'))
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return
        observer.disconnect()
        painted()
      }).observe({ type: 'paint', buffered: true })
    else requestAnimationFrame(() => requestAnimationFrame(painted))
  }
  // A button that only the app can answer (a dialog, "더 보기"): held, and clicked again once it is hydrated.
  doc.addEventListener(
    'click',
    (event) => {
      const button = root.dataset.hydrated ? null : (event.target as Element).closest?.('button[type="button"]')
      if (!(button instanceof HTMLElement)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      win.storefrontPendingClick = button
      load()
    },
    true,
  )

  // A sampled visit's Web Vitals (docs/decisions/0072): the reporter, once the page has loaded and
  // been painted (a page can load before its first paint: nothing may compete with that), when the browser is idle.
  const vitals = config.vitals
  if (vitals && Math.random() < vitals.sampleRate) {
    win.storefrontVitals = vitals
    const report = () => doc.head.append(Object.assign(doc.createElement('script'), { type: 'module', src: vitals.src }))
    const idle = () => ('requestIdleCallback' in win ? requestIdleCallback(report, { timeout: 5000 }) : setTimeout(report, 1000))
    addEventListener(
      'load',
      () => {
        if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return idle()
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return
          observer.disconnect()
          idle()
        }).observe({ type: 'paint', buffered: true })
      },
      { once: true },
    )
  }
}
