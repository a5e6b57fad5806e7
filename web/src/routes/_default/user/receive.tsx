import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { ReceivePage } from '~/features/transfer/ReceivePage'

export const Route = createFileRoute('/_default/user/receive')({
  head: pageHead('기기 받기'),
  component: ReceivePage,
})
