import { Outlet, useHydrated } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'

// Toasts, dialogs, the pending bar and the watchers (new build, page views) only matter once the
// page is interactive: their code loads right after hydration instead of with the first page.
const Overlays = lazy(() => import('./Overlays').then((module) => ({ default: module.Overlays })))

/** The root route's component: the page, then what every page shares beyond its layout. */
export function AppChrome() {
  const hydrated = useHydrated()
  return (
    <>
      <Outlet />
      {hydrated && (
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
      )}
    </>
  )
}
