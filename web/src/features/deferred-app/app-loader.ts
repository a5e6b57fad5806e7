// The script a public page carries instead of the app (docs/decisions/0055). It is written into
// the page inline, from its source text (appLoaderScript), so it must not use anything outside
// itself, and stays small: the page view, then the app on the first interaction.

/** What the server tells the loader: the app's entry scripts, their module preloads and stylesheets, the page view. */
export interface AppLoaderConfig {
  entry: string[]
  preloads: string[]
  /** The whole stylesheet: the page's head holds only the rules of its own HTML (page-css.server.ts). */
  stylesheets: string[]
  view: { route: string; sink: 'local' } | { route: string; sink: 'firebase'; measurementId: string } | null
}

/** What the loader leaves for the app on `window`: the path whose view it sent, the button clicked too early. */
export interface AppLoaderState {
  storefrontViewSent?: string
  storefrontPendingClick?: HTMLElement
}

/** The loader's element carries it: a page with it is sent without the app (and its CSS cut to its HTML). */
export const APP_LOADER_ATTRIBUTE = 'data-app-loader'

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
    let waiting = config.stylesheets.length
    const sheetDone = () => --waiting === 0 && run()
    for (const href of config.stylesheets)
      doc.head.append(Object.assign(doc.createElement('link'), { rel: 'stylesheet', href, onload: sheetDone, onerror: sheetDone }))
    for (const href of config.preloads) doc.head.append(Object.assign(doc.createElement('link'), { rel: 'modulepreload', href }))
    if (!config.stylesheets.length) run()
  }
  for (const type of triggers) doc.addEventListener(type, load, { capture: true, passive: true, once: true })
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
}
