// End-to-end tests: Debian's Chromium against the production builds that `npm test` starts
// (scripts/test.mjs sets E2E_WEB_URL and E2E_CMS_URL). One file per user journey in e2e/.
//
// Each journey runs once, on the device its user holds, and on both only where the layout is
// what it tests. Journeys run side by side (each makes its own customers, devices and client
// address), except the few that change what every other journey sees: `npm test` runs those (the
// `*-alone` projects) after the rest, one at a time, in a second Playwright run.
import { defineConfig, devices, type Project, type TraceMode } from '@playwright/test'
import './e2e/localhost-lookup'

const webURL = process.env.E2E_WEB_URL ?? 'http://localhost:3100'
// Each test run (TEST_SLOT) keeps its reports in its own data folder.
const reports = process.env.E2E_REPORT_DIR ?? '.data/test/reports'
// Playwright empties its output folders when it starts: each phase of `npm test` (the side-by-side
// journeys, then those run alone) keeps its failures' traces and screenshots in folders of its own.
const phase = process.env.E2E_PHASE ?? 'e2e'

/**
 * Journeys whose layout is the point (header, home, footer, shop finder, dialogs, every page), or
 * the device's own first interaction (a tap, a click) that loads a public page's app: phone and desktop.
 */
const BOTH = ['every-route', 'public-home', 'home-footer', 'shop-finder', 'logout-dialog-and-toast', 'page-weight', 'public-pages-load-the-app-on-interaction']
/** A consumer's journeys through the forms: on a phone, as our customers use the site. */
const PHONE = [
  'device-registration',
  'identity-verification',
  'after-sales-service',
  'trade-in',
  'trade-in-inspection',
  'mail-in-shipping',
  'address-search',
  'repair-estimate',
  'kakao-notices',
  'visit-booking',
  'service-conversation',
  'warranty-certificate',
  'device-transfer',
  'surveys',
  'account-register-and-verify',
  'account-password-reset',
  'sign-in-to-my-page',
  'my-data',
  'real-user-monitoring',
]
/**
 * Journeys that change what the others see or measure: the site's shared content (footer, home,
 * the /korea page, a seeded shop, the site settings, redirects of real pages), the render cache's state, or the servers
 * themselves (faults stops PostgreSQL and the CMS); and the home page, which lists every running
 * trade-in event while other journeys make theirs. They run after the rest, one at a time.
 */
const ALONE = [
  'faults',
  'content-edits-live',
  'home-footer',
  'xss-content',
  'public-page-caching',
  'shop-finder',
  'public-terms-korea-partner',
  'public-home',
  // It points the header's /shops at other pages for a while.
  'cms-redirects',
  // A logout's toast (3.5 s) must outlast the reload for a new build: beside two other journeys on
  // two cores the reload took longer (3 of 3 repeats), alone it does not.
  'new-build-reload',
]

const files = (names: string[]) => names.map((name) => `**/${name}.spec.ts`)

/** On a phone (mobile) or a desktop: the journeys to run there side by side, and those to run alone afterwards. */
function projectsFor(name: 'mobile' | 'desktop', device: (typeof devices)[string]): Project[] {
  const onThisDevice = (file: string) => BOTH.includes(file) || (name === 'mobile' ? PHONE.includes(file) : !PHONE.includes(file))
  // A phone's width, touch and user agent at one device pixel per CSS pixel: nothing a journey
  // asserts depends on the screen's density, and painting the Pixel 7's 2.6² times as many pixels
  // was a quarter of the browsers' CPU in a phone journey (docs/decisions/0046). The "looks
  // finished" screenshots (E2E_SCREENSHOTS=1) keep the phone's own density.
  const density = process.env.E2E_SCREENSHOTS === '1' ? {} : { deviceScaleFactor: 1 }
  const use = { ...device, browserName: 'chromium' as const, ...density }
  return [
    // Every journey of this device but those run alone (testMatch picks the device's own; `testIgnore` the alone ones).
    {
      name,
      use,
      testMatch: name === 'mobile' ? files([...BOTH, ...PHONE]) : '**/*.spec.ts',
      testIgnore: files([...ALONE, ...(name === 'mobile' ? [] : PHONE)]),
    },
    { name: `${name}-alone`, use, testMatch: files(ALONE.filter(onThisDevice)) },
  ]
}

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  // Two cores run the servers, PostgreSQL, the emulator and the browsers: more workers only wait
  // for each other (docs/decisions/0030).
  workers: Number(process.env.E2E_WORKERS) || 3,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json'], ['html', { open: 'never', outputFolder: `${reports}/playwright/${phase}` }]],
  outputDir: `${reports}/playwright-results/${phase}`,
  use: {
    baseURL: webURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // No trace unless asked for: recording every action's page (and, by default, a screencast) took
    // a third of the journeys' time, in the browser and in Playwright (docs/decisions/0046). A failure
    // keeps its screenshot and Playwright's error context (the page's accessibility tree);
    // E2E_TRACE=retain-on-failure records traces again to look into one.
    trace: (process.env.E2E_TRACE as TraceMode | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell: the browser without a window's own user interface, as Playwright
      // runs Chromium headless by default (docs/decisions/0046).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      // As root Chromium needs --no-sandbox; the next four stop it calling out to a closed network.
      // A journey's page lives seconds: V8's optimising compilers (Sparkplug, Maglev, TurboFan)
      // compiled code it never ran long enough to repay, a fifth of the pages' CPU (admin pages
      // included). The interpreter alone runs the same JavaScript (docs/decisions/0046).
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--js-flags=--max-opt=0'],
      // Playwright's default moves Chromium's shared memory from /dev/shm to files in /tmp (for
      // containers with a small /dev/shm); here that is disk writes and kernel time on every frame.
      ignoreDefaultArgs: ['--disable-dev-shm-usage'],
    },
  },
  projects: [...projectsFor('mobile', devices['Pixel 7']!), ...projectsFor('desktop', devices['Desktop Chrome']!)],
})
