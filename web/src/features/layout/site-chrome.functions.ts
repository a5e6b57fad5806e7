import { createServerFn } from '@tanstack/react-start'
import { serverEnv } from '~/env.server'
import { analyticsConfig } from '~/features/analytics/config.server'
import { getTradeInEvents, runningEvents, tradeInMenuHref } from '~/features/trade-in-events/trade-in-events.server'
import { getFooter, getHomeSettings, getSite } from './site-chrome.server'
import { allowsIndexing } from './site-meta'
import { toSiteSettings } from './site-settings'

/** What every page's frame needs: site settings, footer, and how the page reports itself. */
export const getSiteChrome = createServerFn({ method: 'GET' }).handler(async () => {
  const env = serverEnv()
  const [site, footer, home, events] = await Promise.all([getSite(), getFooter(), getHomeSettings(), getTradeInEvents()])
  return {
    site: toSiteSettings(site, env),
    footer,
    tradeInHref: tradeInMenuHref(runningEvents(events, Date.now()), home.showTradeInEvents !== false),
    indexable: allowsIndexing({ production: import.meta.env.PROD, localRun: env.localRun }),
    analytics: analyticsConfig(env),
  }
})

export type SiteChrome = Awaited<ReturnType<typeof getSiteChrome>>
