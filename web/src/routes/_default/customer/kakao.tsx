import { createFileRoute } from '@tanstack/react-router'
import { KakaoChannelPage } from '~/features/customer/KakaoChannelPage'
import { pageHead } from '~/features/layout/site-meta'

export const Route = createFileRoute('/_default/customer/kakao')({
  head: pageHead('카카오톡 상담'),
  component: KakaoChannelPage,
})
