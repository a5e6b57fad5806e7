import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '~/features/auth/require-user'

// Everything under /user is private.
export const Route = createFileRoute('/_default/user')({
  beforeLoad: ({ location }) => requireUser(location),
})
