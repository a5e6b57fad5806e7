import { createServerFn } from '@tanstack/react-start'
import { getRedirectTable } from './redirects.server'
import { findRedirect, type RedirectTarget } from './redirect-table'
import { InvalidInput } from '~/features/input/invalid-input'

/** Every navigation asks the server, by path, whether the page redirects (docs/product.md#behaviour-on-every-page). */
export const lookupRedirect = createServerFn({ method: 'GET' })
  // A plain check, not zod: this module is loaded in the browser on the first navigation.
  .validator((path: unknown): string => {
    if (typeof path !== 'string' || !path.startsWith('/') || path.length > 2048) throw new InvalidInput()
    return path
  })
  .handler(async ({ data: path }): Promise<RedirectTarget | null> => findRedirect(await getRedirectTable(), path) ?? null)
