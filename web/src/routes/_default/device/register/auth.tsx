import { createFileRoute, redirect } from '@tanstack/react-router'
import { AuthStepPage } from '~/features/devices/AuthStepPage'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'

const devicesFunctions = loadOnce(() => import('~/features/devices/devices.functions'))

export const Route = createFileRoute('/_default/device/register/auth')({
  // `adult=on`: the box was ticked on the form the server refused (error), and stays ticked.
  validateSearch: (search: Record<string, unknown>): { error?: string; adult?: 'on' } => ({
    error: typeof search.error === 'string' ? search.error : undefined,
    adult: search.adult === 'on' ? 'on' : undefined,
  }),
  loader: async () => {
    const step = await (await devicesFunctions()).getAuthStep()
    if (!step.product || !step.serialNumber) throw redirect({ to: '/device/register', search: { error: 'start' } })
    // Signed in and confirmed adult before: nothing to do here.
    if (step.signedIn && step.adultConfirmed) throw redirect({ to: '/device/register/license' })
    return { ...step, product: step.product, serialNumber: step.serialNumber }
  },
  staleTime: 0,
  head: pageHead('본인 확인'),
  component: function AuthStepRoute() {
    const { product, serialNumber, signedIn } = Route.useLoaderData()
    const { error, adult } = Route.useSearch()
    return <AuthStepPage product={product} serialNumber={serialNumber} signedIn={signedIn} error={error} ticked={adult === 'on'} />
  },
})
