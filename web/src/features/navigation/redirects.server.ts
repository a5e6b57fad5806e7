import { serverEnv } from '~/env.server'
import { cms } from '~/features/cms/cms-client.server'
import { orIfMissing, publicContent } from '~/features/cms/public-content.server'
import { buildRedirectTable } from './redirect-table'

/** The CMS's redirects (plugin collection), checked and indexed by path once per content version. */
export const getRedirectTable = publicContent(async () => {
  const body = await orIfMissing(cms().find('redirects', { pagination: false, depth: 1 }), { docs: [] })
  return buildRedirectTable(body.docs ?? [], serverEnv().siteUrl)
})
