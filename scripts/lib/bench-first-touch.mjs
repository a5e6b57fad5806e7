// The first touch as a phone feels it, for `npm run bench -- --pages` (decision 0072): each
// interactive control of the budget's pages tapped on Lighthouse's phone profile (CPU four times
// slower, 150 ms round trips, 1.6 Mbps down, 412 px wide), first on a page just loaded and then
// again once its answer is in. For each touch: the time to visible feedback (the input's next
// paint, from the Event Timing API), the time to its result (the page showing what was asked,
// across a page load where the control sends a form), and the page's lab INP (the longest
// interaction the Event Timing API saw). Medians of RUNS fresh visits.
import { chromium } from '@playwright/test'
import { median } from './statistics.mjs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
const RUNS = Number(process.env.BENCH_TOUCH_RUNS ?? 5)
// Lighthouse's mobile profile (its "simulated" figures, applied here for real through DevTools).
const PHONE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpuSlowdown: 4 }
const HERE = { latitude: 37.5665, longitude: 126.978 }
// A person reads before they touch: the page has loaded and a second has gone by.
const READING_MS = 1_000

/** Kept by the page in sessionStorage across the page loads a form's answer is: the input's time and every interaction's. */
const OBSERVE = () => {
  const KEY = 'bench-first-touch'
  const state = JSON.parse(sessionStorage.getItem(KEY) ?? '{"inputs":[],"interactions":[]}')
  const save = () => sessionStorage.setItem(KEY, JSON.stringify(state))
  for (const type of ['pointerdown', 'keydown', 'change'])
    addEventListener(type, (event) => (state.inputs.push({ type, at: performance.timeOrigin + event.timeStamp }), save()), { capture: true })
  // Taps, keys and the input events a choice makes (a select's), each from its input to its next
  // paint. Chromium gives DevTools' synthetic taps and keys no interactionId: they are told by name.
  const INTERACTION_EVENTS = ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup']
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId || INTERACTION_EVENTS.includes(entry.name) || entry.name === 'input')
        state.interactions.push({
          name: entry.name,
          at: performance.timeOrigin + entry.startTime,
          duration: entry.duration,
          interaction: entry.name !== 'input',
        })
    save()
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  // Read by the bench: what the page has seen so far.
  window.__firstTouch = () => state
}

/**
 * The controls: on a page just loaded, `touch` does what a person does, `done` says (in the page)
 * when its result shows. `again` is a later touch of a control of the same kind once the first
 * one's answer is in (null where the first one's result is a page of its own, like a link).
 */
const CONTROLS = [
  {
    name: 'finder: 시·도',
    path: '/shops',
    // A touch opens the picker (and starts the app's download), the choice comes 300 ms later.
    touch: async (page) => {
      await page.getByLabel('시·도').tap()
      await page.waitForTimeout(300)
      await page.getByLabel('시·도').selectOption('seoul')
    },
    done: () => /^서울특별시 /.test(document.querySelector('.shops-summary')?.textContent ?? ''),
    again: { touch: (page) => page.getByLabel('제공 서비스').selectOption('service'), done: () => location.search.includes('service=service') },
  },
  {
    name: 'finder: search',
    path: '/shops',
    touch: async (page) => {
      await page.getByLabel('매장명 또는 주소').tap()
      await page.keyboard.type('강남')
      await page.keyboard.press('Enter')
    },
    done: () => new URLSearchParams(location.search).get('q') === '강남' && !document.querySelector('.shop-list[aria-busy]'),
    again: null,
  },
  {
    name: 'finder: nearest first',
    path: '/shops',
    touch: (page) => page.getByRole('button', { name: '내 위치에서 가까운 순' }).tap(),
    done: () => document.querySelector('[data-near-sort="locate"]')?.getAttribute('aria-pressed') === 'true',
    again: { touch: (page) => page.getByRole('button', { name: '기본 순' }).tap(), done: () => !location.search.includes('near=') },
  },
  {
    name: 'finder: 더 보기',
    path: '/shops',
    touch: (page) => page.getByRole('link', { name: '더 보기' }).tap(),
    done: () => document.querySelectorAll('.shop-list > li').length > 10,
    again: null,
  },
  {
    name: 'home: 매장 찾기',
    path: '/',
    touch: (page) => page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '매장 찾기' }).tap(),
    done: () => location.pathname === '/shops' && Boolean(document.querySelector('.shops-summary')),
    again: null,
  },
  {
    name: 'registration: first field',
    path: '/device/register',
    touch: async (page) => {
      await page.getByLabel('일련번호').first().tap()
      await page.keyboard.type('V')
    },
    done: () => document.activeElement?.getAttribute('name') === 'serialNumber' && document.activeElement.value === 'V',
    again: null,
  },
  {
    name: 'registration: submit',
    path: '/device/register',
    touch: (page) => page.getByRole('button', { name: /정품 확인/ }).tap(),
    done: () => Boolean(document.querySelector('[role="alert"], .field__error')),
    again: null,
  },
]

async function phonePage(browser, baseUrl) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    geolocation: HERE,
    permissions: ['geolocation'],
    locale: 'ko-KR',
    baseURL: baseUrl,
  })
  await context.addInitScript(OBSERVE)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown })
  return { context, page }
}

// The Event Timing API reports events of 16 ms and more: an input with no entry was painted within that.
const UNREPORTED_MS = 16

/**
 * One touch, timed from its last input (the choice, the Enter, the tap): feedback is that input's
 * time to its next paint (Event Timing), the result the time until `done` held in the page.
 */
async function timeTouch(page, touch, done) {
  const before = await page.evaluate(() => window.__firstTouch().inputs.length)
  await touch(page)
  await page.waitForFunction(done, null, { polling: 50, timeout: 30_000 })
  const resultAt = await page.evaluate(() => performance.timeOrigin + performance.now())
  // The new page (a form's answer) carries the old one's record in sessionStorage.
  const { inputs, interactions } = await page.evaluate(() => window.__firstTouch())
  const input = inputs.slice(before).at(-1)
  const painted = interactions.filter((entry) => entry.at >= input.at - 1).sort((a, b) => a.at - b.at)[0]
  return { feedbackMs: Math.round(painted?.duration ?? UNREPORTED_MS), resultMs: Math.round(resultAt - input.at) }
}

/** Each control's first touch and later touch, medians of RUNS fresh visits, and each page's lab INP. */
export async function firstTouchFigures(baseUrl, { controls = CONTROLS, runs = RUNS } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM })
  const figures = {}
  try {
    for (const control of controls) {
      const samples = { first: [], later: [], inp: [] }
      for (let run = 0; run < runs; run++) {
        const { context, page } = await phonePage(browser, baseUrl)
        try {
          await page.goto(control.path, { waitUntil: 'load' })
          await page.waitForTimeout(READING_MS)
          samples.first.push(await timeTouch(page, control.touch, control.done))
          if (control.again) samples.later.push(await timeTouch(page, control.again.touch, control.again.done))
          const interactions = await page.evaluate(() => window.__firstTouch().interactions.filter((entry) => entry.interaction))
          samples.inp.push(Math.max(UNREPORTED_MS, ...interactions.map((entry) => entry.duration)))
        } finally {
          await context.close()
        }
      }
      const med = (list, key) => (list.length ? Math.round(median(list.map((sample) => sample[key]))) : null)
      figures[control.name] = {
        path: control.path,
        first: { feedbackMs: med(samples.first, 'feedbackMs'), resultMs: med(samples.first, 'resultMs') },
        later: control.again ? { feedbackMs: med(samples.later, 'feedbackMs'), resultMs: med(samples.later, 'resultMs') } : null,
        inpMs: Math.round(median(samples.inp)),
        runs,
      }
      console.log(`bench: first touch, ${control.name}: ${JSON.stringify(figures[control.name])}`)
    }
  } finally {
    await browser.close()
  }
  return figures
}
