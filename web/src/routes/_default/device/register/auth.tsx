import { createFileRoute, redirect } from '@tanstack/react-router'
import { AuthStepPage } from '~/features/devices/AuthStepPage'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'

const devicesFunctions = loadOnce(() => import('~/features/devices/devices.functions'))

export const Route = createFileRoute('/_default/device/register/auth')({
  // `identity`: why the last verification came back refused (features/identity).
  validateSearch: (search: Record<string, unknown>): { identity?: string } => ({
    identity: typeof search.identity === 'string' ? search.identity : undefined,
  }),
  loader: async () => {
    const step = await (await devicesFunctions()).getAuthStep()
    if (!step.product || !step.serialNumber) throw redirect({ to: '/device/register', search: { error: 'start' } })
    // Signed in and verified adult before: nothing to do here.
    if (step.signedIn && step.adultVerified) throw redirect({ to: '/device/register/license' })
    return { ...step, product: step.product, serialNumber: step.serialNumber }
  },
  staleTime: 0,
  head: pageHead('본인 확인'),
  component: function AuthStepRoute() {
    const step = Route.useLoaderData()
    const { identity } = Route.useSearch()
    return <AuthStepPage step={step} problem={identity} />
  },
})
