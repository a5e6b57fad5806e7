import { createFileRoute } from '@tanstack/react-router'
import { InvalidCodePage } from '~/features/auth/InvalidCodePage'
import { pageHead } from '~/features/layout/site-meta'

// Not an account screen: the original site gave this page no layout of its own, so the default one.
export const Route = createFileRoute('/_default/__/account/invalid-code')({
  head: pageHead('유효하지 않은 링크'),
  component: InvalidCodePage,
})
