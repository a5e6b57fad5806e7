import { createFileRoute } from '@tanstack/react-router'
import { finishKakaoLogin } from '~/features/auth/kakao-login.server'

// Kakao's redirect URI: signs the consumer in, or back to /login with the reason.
export const Route = createFileRoute('/auth/kakao/callback')({
  server: { handlers: { GET: ({ request }) => finishKakaoLogin(request) } },
})
