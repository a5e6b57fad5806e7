/**
 * The name a page view reports for a route, in the original site's style ('user-service' for
 * /user/service): the route's path without its layouts, parameters by name, joined by dashes.
 */
export function routeName(routeId: string | undefined): string {
  if (!routeId || routeId === '__root__') return 'not-found'
  const segments = routeId
    .split('/')
    .filter((segment) => segment && !segment.startsWith('_'))
    .map((segment) => segment.replace(/^\{-\$(.+)\}$/, '$1').replace(/^\$/, ''))
  return segments.join('-') || 'index'
}
