import { createServerFn } from '@tanstack/react-start'
import { getSite } from '~/features/layout/site-chrome.server'

/** The brand's Kakao channel chat, from the site settings; null while there is none. */
export const getKakaoChannelUrl = createServerFn({ method: 'GET' }).handler(async () => {
  const url = (await getSite()).kakaoChannelUrl
  // The CMS accepts only http(s) here; checked again, as this becomes a redirect.
  return url && /^https?:\/\//.test(url) ? url : null
})
