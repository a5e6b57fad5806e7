import { createFileRoute } from '@tanstack/react-router'
import { currentUserWithToken } from '~/features/auth/session.server'

// The current user and a fresh custom token for the Firebase web SDK (docs/product.md#accounts-and-sessions).
export const Route = createFileRoute('/api/users/token')({
  server: {
    handlers: {
      GET: async () => {
        const current = await currentUserWithToken()
        const headers = { 'cache-control': 'private, no-store' }
        return current ? Response.json(current, { headers }) : Response.json({ user: null }, { status: 401, headers })
      },
    },
  },
})
