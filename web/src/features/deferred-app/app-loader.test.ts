// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type AppLoaderConfig, type AppLoaderState, appLoaderScript } from './app-loader'

const config: AppLoaderConfig = {
  loadApp: 'on-first-interaction',
  entry: ['/assets/index-abc.js'],
  preloads: ['/assets/index-abc.js', '/assets/home-def.js'],
  stylesheets: [],
  cutSheet: 'data-css-cut',
  view: { route: 'index', sink: 'local' },
  vitals: null,
}
const loaderState = () => window as Window & AppLoaderState

function runLoader(with_: Partial<AppLoaderConfig> = {}) {
  const fetch = vi.fn(() => Promise.resolve(new Response()))
  vi.stubGlobal('fetch', fetch)
  new Function(appLoaderScript({ ...config, ...with_ }))()
  return fetch
}

/**
 * A loader still listens for the triggers it was not given: each once, while nothing waits, and it
 * stops, so that the next trigger reaches only the next loader.
 */
function stopLoaders() {
  document.documentElement.dataset.app = 'done'
  for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart']) document.dispatchEvent(new Event(type))
}

afterEach(async () => {
  stopLoaders()
  // A loader's module preloads go in one a task: the last test's land before the page is cleared.
  await new Promise((resolve) => setTimeout(resolve))
  vi.unstubAllGlobals()
  document.documentElement.removeAttribute('data-app')
  document.documentElement.removeAttribute('data-hydrated')
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  delete loaderState().storefrontViewSent
  delete loaderState().storefrontVitals
})

describe('the Web Vitals reporter', () => {
  const vitals = { src: '/assets/web-vitals-abc.js', sampleRate: 1, route: 'index' }
  const reporters = () =>
    [...document.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src')).filter((src) => src === vitals.src)

  it('is added on a sampled visit once the page has loaded and the browser is idle, not before', () => {
    const idle: Array<() => void> = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    runLoader({ vitals })
    expect(reporters()).toEqual([])
    window.dispatchEvent(new Event('load'))
    expect(reporters()).toEqual([])
    idle.splice(0).forEach((callback) => callback())
    expect(reporters()).toEqual([vitals.src])
    expect(loaderState().storefrontVitals).toEqual(vitals)
  })

  it('is not added on a visit outside the sample', () => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => callback())
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    runLoader({ vitals: { ...vitals, sampleRate: 0.1 } })
    window.dispatchEvent(new Event('load'))
    expect(reporters()).toEqual([])
    expect(loaderState().storefrontVitals).toBeUndefined()
    vi.restoreAllMocks()
  })
})

describe("a public page's app loader", () => {
  it('sends the page view at once and says it waits for an interaction', () => {
    const fetch = runLoader()
    expect(document.documentElement.dataset.app).toBe('waiting')
    expect(fetch).toHaveBeenCalledWith('/api/analytics', expect.objectContaining({ method: 'POST', keepalive: true }))
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      route: 'index',
      path: '/',
      location: 'http://localhost:3000/',
    })
    expect(loaderState().storefrontViewSent).toBe('/')
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0)
  })

  it('sends no page view where analytics is off', () => {
    expect(runLoader({ view: null })).not.toHaveBeenCalled()
  })

  it('adds the module preloads and loads the app on the first keystroke, once', async () => {
    runLoader()
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))
    expect(document.documentElement.dataset.app).not.toBe('waiting')
    await vi.waitFor(() =>
      expect([...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual(config.preloads),
    )
    expect([...document.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src'))).toEqual(config.entry)
  })

  it('links the whole stylesheet first when the page carries only its own rules, and runs the app once it is in, or has failed', async () => {
    const entry = () => [...document.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src'))
    // The sheet is held on its way in (this DOM answers a stylesheet at once), until the test answers.
    const sheets: HTMLLinkElement[] = []
    const append = document.head.append.bind(document.head)
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes)
        if (node instanceof HTMLLinkElement && node.rel === 'stylesheet') sheets.push(node)
        else append(node)
    })
    for (const outcome of ['load', 'error']) {
      document.head.innerHTML = '<style data-tsr-inline-css="" data-css-cut="">.page{}</style>'
      runLoader({ stylesheets: ['/assets/index-css.css'] })
      document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))
      const sheet = sheets.shift()!
      expect(sheet.getAttribute('href')).toBe('/assets/index-css.css')
      // The scripts download meanwhile; none runs before the styles are there.
      await vi.waitFor(() => expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(config.preloads.length))
      expect(entry(), outcome).toEqual([])
      sheet.dispatchEvent(new Event(outcome))
      expect(entry(), outcome).toEqual(config.entry)
      stopLoaders()
    }
    // A page with the whole sheet inline (served to its visitor alone) runs the app at once.
    document.head.innerHTML = '<style data-tsr-inline-css="">.page{}</style>'
    runLoader({ stylesheets: ['/assets/index-css.css'] })
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))
    expect(sheets).toEqual([])
    expect(entry()).toEqual(config.entry)
    vi.restoreAllMocks()
  })

  it("loads a flow's app right after the first paint, with no interaction", async () => {
    runLoader({ loadApp: 'after-first-paint' })
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(0)
    await vi.waitFor(() => expect([...document.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src'))).toEqual(config.entry))
    await vi.waitFor(() => expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(config.preloads.length))
  })

  it('holds a button of the page as served, clicks it again once React answers it, and leaves links and later buttons alone', async () => {
    document.body.innerHTML = '<button type="button"><span>가까운 순</span></button><a href="/shops">매장 찾기</a>'
    runLoader()
    const button = document.querySelector('button')!
    const clicks = vi.fn()
    button.addEventListener('click', clicks)
    const early = new MouseEvent('click', { bubbles: true, cancelable: true })
    button.querySelector('span')!.dispatchEvent(early)
    expect(early.defaultPrevented).toBe(true)
    expect(clicks).not.toHaveBeenCalled()
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1)

    const link = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('a')!.dispatchEvent(link)
    expect(link.defaultPrevented).toBe(false)

    // The document may say it is hydrated before this route's part is: the button waits for React.
    document.documentElement.dataset.hydrated = 'true'
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(clicks).not.toHaveBeenCalled()
    Object.assign(button, { __reactProps$test: {} })
    await vi.waitFor(() => expect(clicks).toHaveBeenCalledTimes(1))
    const late = new MouseEvent('click', { bubbles: true, cancelable: true })
    button.dispatchEvent(late)
    expect(late.defaultPrevented).toBe(false)

    const added = document.body.appendChild(Object.assign(document.createElement('button'), { type: 'button' }))
    const third = new MouseEvent('click', { bubbles: true, cancelable: true })
    added.dispatchEvent(third)
    expect(third.defaultPrevented).toBe(false)
  })

  it("sends the finder's form at once for a choice made before the app, clearing what it makes meaningless", () => {
    document.body.innerHTML = `<form data-applies-on-change method="get" action="/shops">
      <select name="region" data-clears="district"><option value="">전체</option><option value="busan">부산</option></select>
      <select name="district"><option value="">전체</option><option value="강남구" selected>강남구</option></select>
    </form><ol data-dims-while-sent></ol>`
    runLoader()
    const form = document.querySelector('form')!
    const submit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {})
    const region = form.elements.namedItem('region') as HTMLSelectElement
    region.value = 'busan'
    region.dispatchEvent(new Event('change', { bubbles: true }))
    expect(submit).toHaveBeenCalled()
    expect((form.elements.namedItem('district') as HTMLSelectElement).value).toBe('')
    expect(document.querySelector<HTMLElement>('ol')!.style.opacity).toBe('0.5')

    // A form that does not apply its choices at once waits for its submit button, app or not.
    submit.mockClear()
    form.removeAttribute('data-applies-on-change')
    region.dispatchEvent(new Event('change', { bubbles: true }))
    expect(submit).not.toHaveBeenCalled()
  })

  it("orders the finder by the visitor's position without the app, and holds the click for the app when there is no position", () => {
    document.body.innerHTML = `<form id="shop-filters" method="get" action="/shops"></form>
      <button type="button" data-near-sort="locate" form="shop-filters">내 위치에서 가까운 순</button>`
    vi.stubGlobal('isSecureContext', true)
    let answer: (position: { coords: { latitude: number; longitude: number } }) => void = () => {}
    let fail: () => void = () => {}
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: { getCurrentPosition: (ok: typeof answer, error: typeof fail) => ((answer = ok), (fail = error)) },
    })
    runLoader()
    const form = document.querySelector('form')!
    const submit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {})
    const button = document.querySelector('button')!
    button.click()
    expect(button.getAttribute('aria-busy')).toBe('true')
    answer({ coords: { latitude: 37.55712, longitude: 126.92449 } })
    expect((form.elements.namedItem('near') as HTMLInputElement).value).toBe('37.557,126.924')
    expect(submit).toHaveBeenCalledTimes(1)

    button.click()
    fail()
    expect(button.hasAttribute('aria-busy')).toBe(false)
    expect(submit).toHaveBeenCalledTimes(1)
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1)
  })

  it('loads the page anew when the visitor goes back to an address this document never showed', () => {
    const reload = vi.fn()
    vi.stubGlobal('location', Object.assign(new URL('http://localhost:3000/shops?region=jeju&page=3'), { reload }))
    // This loader's own listener: those of the tests before it are still on the window.
    const listen = vi.spyOn(window, 'addEventListener')
    runLoader()
    const onPopState = listen.mock.calls.find(([type]) => type === 'popstate')![1] as () => void
    listen.mockRestore()
    onPopState()
    expect(reload).not.toHaveBeenCalled()
    location.search = '?region=jeju&page=2'
    onPopState()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('keeps the text of the page from ending the script element', () => {
    expect(appLoaderScript({ ...config, view: { route: '</script><script>alert(1)', sink: 'local' } })).not.toContain('</script>')
  })
})
