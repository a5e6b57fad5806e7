import { createFileRoute } from '@tanstack/react-router'
import { startKakaoLogin } from '~/features/auth/kakao-login.server'

// The login page's Kakao button: on to Kakao's consent screen (docs/contract.md, Kakao Login).
export const Route = createFileRoute('/auth/kakao/')({
  server: { handlers: { GET: ({ request }) => startKakaoLogin(request) } },
})
