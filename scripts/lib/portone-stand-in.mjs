// The local stand-in for PortOne's identity verification (stand-ins/portone), for dev and tests.
// Production talks to api.portone.io and loads cdn.portone.io's browser SDK: both servers' defaults.
import { join } from 'node:path'
import { answers, startService } from './processes.mjs'

/** Any values work: the stand-in accepts the store, channel and secret it is started with. */
const LOCAL = {
  PORTONE_STORE_ID: 'store-local-stand-in',
  PORTONE_CHANNEL_KEY: 'channel-key-local-identity',
  PORTONE_API_SECRET: 'local-portone-api-secret',
}

/** Hashes the carriers' CI on a local run only; a real deployment sets its own (README). */
const LOCAL_CI_HASH_KEY = 'local-only-identity-ci-hash-key-not-for-production'

/** Starts the stand-in on `port`; returns both servers' PortOne settings pointing at it. */
export async function startPortOneStandIn({ root, port }) {
  const base = `http://127.0.0.1:${port}`
  await startService('portone', process.execPath, [join(root, 'stand-ins/portone/server.mjs')], {
    cwd: root,
    env: { PORT: String(port), ...LOCAL },
    ready: () => answers(`${base}/health`),
    timeoutMs: 30_000,
  })
  return {
    ...LOCAL,
    PORTONE_API_URL: base,
    PORTONE_BROWSER_SDK_URL: `${base}/v2/browser-sdk.js`,
    IDENTITY_CI_HASH_KEY: LOCAL_CI_HASH_KEY,
    // For tests only: the stand-in's own helpers (stand-ins/portone).
    PORTONE_STAND_IN_URL: base,
  }
}
