import { createFileRoute, Outlet } from '@tanstack/react-router'
import { DefaultLayout } from '~/features/layout/DefaultLayout'

// Pathless: the default layout, for every route not in the account layout (docs/product.md#routes).
export const Route = createFileRoute('/_default')({
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
})
