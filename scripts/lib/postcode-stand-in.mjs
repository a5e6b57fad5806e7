// The local stand-in for the Kakao (Daum) postcode script (stand-ins/postcode), for dev and tests.
// Production loads the real script: the storefront's defaults (docs/decisions/0059).
import { join } from 'node:path'
import { answers, startService } from './processes.mjs'

/** Starts the stand-in on `port`; returns the storefront's postcode settings pointing at it. */
export async function startPostcodeStandIn({ root, port }) {
  const base = `http://127.0.0.1:${port}`
  await startService('postcode', process.execPath, [join(root, 'stand-ins/postcode/server.mjs')], {
    cwd: root,
    env: { PORT: String(port) },
    ready: () => answers(`${base}/health`),
    timeoutMs: 30_000,
  })
  // The script at the real one's path, and its search page (the frame it embeds) from the same origin.
  return { POSTCODE_SCRIPT_URL: `${base}/mapjsapi/bundle/postcode/prod/postcode.v2.js`, POSTCODE_FRAME_ORIGIN: base }
}
