import { type ParsedLocation, redirect } from '@tanstack/react-router'
import { loadOnce } from './load-once'
import { claimReloadForNewBuild } from './new-build'

const redirectsModule = loadOnce(() => import('./redirects.functions'))

/**
 * The root route's `beforeLoad`: what every navigation does first (docs/product.md#behaviour-on-every-page). On a new build, a
 * full page load; then the CMS redirects, asked of the server by path. Server functions are
 * imported on demand: their client runtime need not be in the JavaScript every page loads first.
 */
export async function beforeEveryNavigation({ location, preload }: { location: ParsedLocation; preload: boolean }) {
  // A preload is no navigation; the navigation that may follow asks for itself.
  if (preload) return
  if (typeof window !== 'undefined' && claimReloadForNewBuild(location.href)) {
    const { keepStateForReload } = await import('./reload-state')
    keepStateForReload()
    throw redirect({ href: location.href, reloadDocument: true })
  }
  const target = await findCmsRedirect(location.pathname + location.searchStr)
  // An absolute href (another site) is reached by a full page load; a path, client-side.
  if (target) throw redirect({ href: target.href, statusCode: target.statusCode, reloadDocument: target.external })
}

async function findCmsRedirect(path: string) {
  try {
    const { lookupRedirect } = await redirectsModule()
    return await lookupRedirect({ data: path })
  } catch (error) {
    // The redirects table is an extra: when it cannot be asked, the page itself is still served.
    console.error('redirect lookup failed', error)
    return null
  }
}
