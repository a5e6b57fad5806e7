import { createFileRoute, redirect } from '@tanstack/react-router'
import { KakaoChannelPage } from '~/features/customer/KakaoChannelPage'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'

const kakaoFunctions = loadOnce(() => import('~/features/customer/kakao.functions'))

export const Route = createFileRoute('/_default/customer/kakao')({
  // To the channel chat: a 307 from the server, a full page load in the browser.
  loader: async () => {
    const url = await kakaoFunctions().then(({ getKakaoChannelUrl }) => getKakaoChannelUrl())
    if (url) throw redirect({ href: url })
  },
  head: pageHead('카카오톡 상담'),
  component: KakaoChannelPage,
})
