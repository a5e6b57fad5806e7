import { getShopIndex } from '~/features/cms/cms.server'
import { serveWhileReloading } from './serve-while-reloading'

// Thousands of shops take about a second to come from the CMS: after an edit, requests go on with
// the list they have until the new one is in (docs/decisions/0012).
export const currentShopIndex = serveWhileReloading(getShopIndex)
