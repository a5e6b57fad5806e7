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
  /** The Web Vitals reporter's chunk, the share of visits it loads on, and the page's route name (docs/decisions/0074). */
  vitals: { src: string; sampleRate: number; route: string } | null
}

/** What the loader leaves on `window`: the path whose view it sent, a sampled visit's Web Vitals settings. */
export interface AppLoaderState {
  storefrontViewSent?: string
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
  // React keeps a hydrated element's props on it: an element without them is not answered yet (the
  // document hydrates first, each route's part after it, so the page can say hydrated before a control is).
  const answered = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))
  // Before the app is there, a form that applies each choice at once (the finder's filters, a GET
  // form) is sent as it is: a page load of its answer, where waiting for the app would make a
  // phone's first tap wait for its download and hydration, and lose the choice (decision 0072).
  // The list it changes dims at once, so the tap shows before the answer comes.
  const send = (form: HTMLFormElement) => {
    for (const element of doc.querySelectorAll<HTMLElement>('[data-dims-while-sent]')) element.style.opacity = '0.5'
    // Safari before 16 has no requestSubmit; the finder's form has no submit handler to skip.
    if (form.requestSubmit) form.requestSubmit()
    else form.submit()
  }
  doc.addEventListener(
    'change',
    (event) => {
      const control = event.target as HTMLSelectElement
      const form = control.form
      if (answered(control) || control.tagName !== 'SELECT' || !form?.hasAttribute('data-applies-on-change')) return
      // A choice that makes another meaningless (a district of the last region) clears it, as the app does.
      const cleared = control.dataset.clears && form.elements.namedItem(control.dataset.clears)
      if (cleared instanceof HTMLSelectElement) cleared.value = ''
      send(form)
    },
    true,
  )
  // A button that only the app can answer (a dialog, "더 보기"): held, the app loaded, and the
  // button clicked again, once, when React answers it (about ten seconds of frames at most).
  // Only the page's own buttons, as served: one added later is React's, or a third party's (a postcode layer).
  const servedButtons = new WeakSet<Element>()
  const snapshot = () => doc.querySelectorAll('button[type="button"]').forEach((button) => servedButtons.add(button))
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', snapshot)
  else snapshot()
  let held: HTMLElement | undefined
  const hold = (button: HTMLElement) => {
    held = button
    load()
    let frames = 0
    const replay = () => {
      if (held !== button || !button.isConnected) return
      if (!answered(button)) return ++frames < 600 && requestAnimationFrame(replay)
      held = undefined
      button.click()
    }
    requestAnimationFrame(replay)
  }
  doc.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest?.('button[type="button"]')
      if (!(button instanceof HTMLButtonElement) || !servedButtons.has(button) || answered(button)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      // The finder's order (data-near-sort): its form sent with the visitor's position, or without one.
      const form = button.dataset.nearSort && button.form
      if (!form) return hold(button)
      if (button.dataset.nearSort === 'clear' && button.getAttribute('aria-pressed') === 'true') return
      const near =
        (form.elements.namedItem('near') as HTMLInputElement | null) ??
        form.appendChild(Object.assign(doc.createElement('input'), { type: 'hidden', name: 'near' }))
      button.setAttribute('aria-busy', 'true')
      button.style.opacity = '0.6'
      if (button.dataset.nearSort !== 'locate') {
        near.remove()
        return send(form)
      }
      // Where there is no position, the app says why (usePosition's messages): the click is held for it.
      const unanswered = () => {
        button.removeAttribute('aria-busy')
        button.style.opacity = ''
        hold(button)
      }
      if (!navigator.geolocation || !isSecureContext) return unanswered()
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => {
          near.value = `${coords.latitude.toFixed(3)},${coords.longitude.toFixed(3)}`
          send(form)
        },
        unanswered,
        { timeout: 10_000, maximumAge: 300_000 },
      )
    },
    true,
  )

  // A sampled visit's Web Vitals (docs/decisions/0074): the reporter, once the page has loaded and
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
