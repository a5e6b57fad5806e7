import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AccountLayout } from '~/features/layout/AccountLayout'

// Pathless: the spec's "layout user" (/login, /register, /forgot-password, …).
export const Route = createFileRoute('/_account')({
  component: () => (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  ),
})
