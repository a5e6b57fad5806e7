// The local stand-in for Kakao Login (stand-ins/kakao), for dev and tests. Production talks to
// kauth.kakao.com / kapi.kakao.com: the storefront's defaults.
import { join } from 'node:path'
import { answers, startService } from './processes.mjs'

/** Any value works: the stand-in accepts the key it is started with. */
const LOCAL_REST_API_KEY = 'local-kakao-rest-api-key'

/** Starts the stand-in on `port`; returns the storefront's Kakao settings pointing at it. */
export async function startKakaoStandIn({ root, port, siteUrl }) {
  const base = `http://127.0.0.1:${port}`
  const redirectUri = `${siteUrl}/auth/kakao/callback`
  await startService('kakao', process.execPath, [join(root, 'stand-ins/kakao/server.mjs')], {
    cwd: root,
    env: { PORT: String(port), KAKAO_REST_API_KEY: LOCAL_REST_API_KEY, KAKAO_REDIRECT_URIS: redirectUri },
    ready: () => answers(`${base}/health`),
    timeoutMs: 30_000,
  })
  return {
    KAKAO_AUTHORIZE_URL: `${base}/oauth/authorize`,
    KAKAO_TOKEN_URL: `${base}/oauth/token`,
    KAKAO_USER_URL: `${base}/v2/user/me`,
    KAKAO_REST_API_KEY: LOCAL_REST_API_KEY,
    KAKAO_REDIRECT_URI: redirectUri,
  }
}
