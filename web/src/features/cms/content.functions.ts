import { createServerFn } from '@tanstack/react-start'
import { getFooter, getSite } from './cms.server'

/** Site settings and footer: the content every page's frame needs. */
export const getSiteChrome = createServerFn({ method: 'GET' }).handler(async () => {
  const [site, footer] = await Promise.all([getSite(), getFooter()])
  return { site, footer }
})
