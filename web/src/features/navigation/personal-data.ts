/**
 * How a route whose data the customer's own actions change (their devices, A/S requests, survey answers,
 * trade-ins) reloads when visited again: the page waits for it fresh, rather than showing what was
 * true before their last action until a background reload replaces it, as content pages do.
 */
export const PERSONAL_LOADER_RELOAD = { staleReloadMode: 'blocking' } as const

/**
 * And a preload of such a route (a link hovered, touched or focused) is no reason to skip that
 * reload: data preloaded before the customer filed a request was shown as their list after it,
 * without the request (the router keeps preloaded data fresh for 30 s by default). The route's
 * code still preloads.
 */
export const PERSONAL_ROUTE_PRELOAD = { preloadStaleTime: 0 } as const
