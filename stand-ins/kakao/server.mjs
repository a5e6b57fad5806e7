// Starts the Kakao stand-in (scripts/lib/kakao-stand-in.mjs does, for dev and tests).
// PORT, KAKAO_REST_API_KEY (the client_id it accepts), KAKAO_CLIENT_SECRET (optional; then
// required at the token endpoint, as Kakao does when the app turns it on) and
// KAKAO_REDIRECT_URIS (comma-separated, the app's registered redirect URIs).
import { createKakaoStandIn } from './kakao.mjs'

const { PORT, KAKAO_REST_API_KEY, KAKAO_CLIENT_SECRET, KAKAO_REDIRECT_URIS } = process.env
if (!PORT || !KAKAO_REST_API_KEY || !KAKAO_REDIRECT_URIS) {
  console.error('PORT, KAKAO_REST_API_KEY and KAKAO_REDIRECT_URIS are required')
  process.exit(1)
}

const { server } = createKakaoStandIn({
  clientId: KAKAO_REST_API_KEY,
  clientSecret: KAKAO_CLIENT_SECRET || undefined,
  redirectUris: KAKAO_REDIRECT_URIS.split(',')
    .map((uri) => uri.trim())
    .filter(Boolean),
})
server.listen(Number(PORT), '127.0.0.1', () => console.log(`Kakao stand-in on http://127.0.0.1:${PORT}`))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
