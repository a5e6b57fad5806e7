// The release journey (scripts/test-release.mjs): against the images playing the small overlay,
// through the storefront's and the CMS's APIs (no browser). Named *.release.ts so the suite's
// Playwright run (playwright.config.ts, **/*.spec.ts) never picks it up without the release stack.
import { defineConfig } from '@playwright/test'
import '../localhost-lookup'

export default defineConfig({
  testDir: '.',
  testMatch: '*.release.ts',
  timeout: 120_000,
  workers: 1,
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../../.data/release/playwright-results',
  use: { baseURL: process.env.E2E_WEB_URL },
})
