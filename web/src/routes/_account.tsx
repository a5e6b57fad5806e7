import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AccountLayout } from '~/features/layout/AccountLayout'

// Pathless: the account layout (/login, /register, /forgot-password, …; docs/product.md#routes).
export const Route = createFileRoute('/_account')({
  component: () => (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  ),
})
