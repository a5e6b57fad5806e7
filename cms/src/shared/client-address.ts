/**
 * The header cms/server.mjs sets on every request to the address of the socket it came in on,
 * over anything a client sent under that name: Next gives route handlers no socket address.
 */
export const PEER_ADDRESS_HEADER = 'x-storefront-peer-address'

/**
 * The address of the client behind `trustedHops` proxies of our own. Each proxy appends the
 * address it received the request from to X-Forwarded-For, so only the last `trustedHops`
 * entries are trustworthy: the client is the first of them. Anything a client writes into the
 * header itself sits further left and is ignored, so it cannot pick its own rate-limit key (docs/decisions/0016).
 */
export function clientAddress(forwardedFor: string | null | undefined, socketAddress: string | undefined, trustedHops: number): string {
  if (trustedHops > 0 && forwardedFor) {
    const hops = forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const client = hops[hops.length - trustedHops]
    if (client) return client
    // Fewer entries than proxies: the leftmost is as close to the client as we can know.
    if (hops[0]) return hops[0]
  }
  return socketAddress ?? 'unknown'
}
