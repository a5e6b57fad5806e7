import { createFileRoute, Outlet } from '@tanstack/react-router'
import { DefaultLayout } from '~/features/layout/DefaultLayout'

// Pathless: the spec's default layout for every route without "layout user".
export const Route = createFileRoute('/_default')({
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
})
