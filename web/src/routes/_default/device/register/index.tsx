import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '~/features/devices/RegisterPage'
import { pageHead } from '~/features/layout/site-meta'

export const Route = createFileRoute('/_default/device/register/')({
  // Where the check sent the visitor back: the serial as typed (never the code) and the reason.
  validateSearch: (search: Record<string, unknown>): { serial?: string; error?: string } => ({
    serial: typeof search.serial === 'string' ? search.serial.slice(0, 40) : undefined,
    error: typeof search.error === 'string' ? search.error : undefined,
  }),
  head: pageHead('정품 등록'),
  component: function RegisterRoute() {
    const { serial, error } = Route.useSearch()
    return <RegisterPage serial={serial} error={error} />
  },
})
