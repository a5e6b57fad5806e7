import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import type { ReactNode } from 'react'

/**
 * Renders `ui` on the page at `/` of a small in-memory router (with a second page, `/other`), so
 * components that use links, blockers or the router's history can be tested as the app uses them.
 */
export async function renderWithRouter(ui: ReactNode) {
  const rootRoute = createRootRoute({ component: Outlet })
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui }),
    createRoute({ getParentRoute: () => rootRoute, path: '/other', component: () => <p>other page</p> }),
  ])
  const history = createMemoryHistory({ initialEntries: ['/'] })
  const router = createRouter({ routeTree, history })
  await act(() => router.load())
  const view = render(<RouterProvider router={router} />)
  await act(async () => {})
  return { ...view, router, history }
}
