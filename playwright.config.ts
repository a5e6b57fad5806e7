// End-to-end tests: Debian's Chromium against the production builds that `npm test` starts
// (scripts/test.mjs sets E2E_WEB_URL and E2E_CMS_URL). One file per user journey in e2e/.
import { defineConfig, devices } from '@playwright/test'

const webURL = process.env.E2E_WEB_URL ?? 'http://localhost:3100'
// Each test run (TEST_SLOT) keeps its reports in its own data folder.
const reports = process.env.E2E_REPORT_DIR ?? '.data/test/reports'

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json'], ['html', { open: 'never', outputFolder: `${reports}/playwright` }]],
  outputDir: `${reports}/playwright-results`,
  use: {
    baseURL: webURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // As root Chromium needs --no-sandbox; the rest stop it calling out to a closed network.
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], browserName: 'chromium' } },
  ],
})
