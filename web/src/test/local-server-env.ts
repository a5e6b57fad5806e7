import { vi } from 'vitest'

/** What the scripts give the storefront's server on a local run, for tests that load `serverEnv()`. */
export const LOCAL_SERVER_ENV = {
  CMS_URL: 'http://127.0.0.1:3001',
  SITE_URL: 'http://localhost:3000',
  FIREBASE_PROJECT_ID: 'demo-storefront',
  FIREBASE_API_KEY: 'demo-api-key',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  LOCAL_RUN: '1',
  RATE_LIMIT_DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:54320/storefront',
}

/** Sets LOCAL_SERVER_ENV for the test file (vitest restores it with `vi.unstubAllEnvs`). */
export function stubLocalServerEnv() {
  for (const [name, value] of Object.entries(LOCAL_SERVER_ENV)) vi.stubEnv(name, value)
}
