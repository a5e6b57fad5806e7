import { clientAddress } from '@storefront/rules/client-address'
import { getRequest } from '@tanstack/react-start/server'
import { serverEnv } from '~/env.server'

// Whom a limit counts: the storefront's own limits key on this address (features/auth,
// features/security), and the CMS's count it too, from the client receipt the CMS client signs
// (docs/decisions/0032). Beside the shared limiters, below every feature that limits.

/** The address of `request`'s client, behind TRUSTED_PROXY_HOPS proxies of ours (docs/decisions/0016); srvx gives the socket's as `ip`. */
export function clientOf(request: Request & { ip?: string }): string {
  return clientAddress(request.headers.get('x-forwarded-for'), request.ip, serverEnv().trustedProxyHops)
}

/** The address of the client of the request being handled. */
export const requestClient = (): string => clientOf(getRequest())
