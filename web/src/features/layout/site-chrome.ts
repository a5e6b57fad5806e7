import { getRouteApi } from '@tanstack/react-router'

const rootRoute = getRouteApi('__root__')

/** Site settings and footer, loaded once by the root route for every page's frame. */
export const useSiteChrome = () => rootRoute.useLoaderData()
