import { serverEnv } from '~/env.server'
import { getSite } from '~/features/layout/site-chrome.server'
import { toSiteSettings } from '~/features/layout/site-settings'

/** The storefront's public address (no trailing slash): the site settings', else SITE_URL. */
export async function publicSiteUrl(): Promise<string> {
  return toSiteSettings(await getSite(), serverEnv()).siteUrl
}
