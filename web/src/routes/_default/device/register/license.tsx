import { createFileRoute, redirect } from '@tanstack/react-router'
import { requireUser } from '~/features/auth/require-user'
import { LicensePage } from '~/features/devices/LicensePage'
import { useSiteChrome } from '~/features/layout/site-chrome'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'

const devicesFunctions = loadOnce(() => import('~/features/devices/devices.functions'))

export const Route = createFileRoute('/_default/device/register/license')({
  validateSearch: (search: Record<string, unknown>): { error?: string } => ({ error: typeof search.error === 'string' ? search.error : undefined }),
  beforeLoad: ({ location }) => requireUser(location),
  loader: async () => {
    const step = await (await devicesFunctions()).getLicenseStep()
    if (!step.product || !step.serialNumber) throw redirect({ to: '/device/register', search: { error: 'start' } })
    if (!step.adultVerified) throw redirect({ to: '/device/register/auth' })
    return { ...step, product: step.product, serialNumber: step.serialNumber }
  },
  // A fresh idempotency key for every visit: a new form is a new registration.
  staleTime: 0,
  gcTime: 0,
  head: pageHead('보증 등록'),
  component: function LicenseRoute() {
    const step = Route.useLoaderData()
    const { error } = Route.useSearch()
    const { site } = useSiteChrome()
    return <LicensePage step={{ ...step, warrantyPolicyPath: site.warrantyPolicyPath ?? '/terms/service' }} error={error} />
  },
})
