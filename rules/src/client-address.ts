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
  if (trustedHops <= 0) return socketAddress ?? 'unknown'
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (hops.length < trustedHops) hopCountTooHigh(trustedHops, hops.length)
  // Fewer entries than proxies: the leftmost is as close to the client as we can know.
  return hops[hops.length - trustedHops] ?? hops[0] ?? socketAddress ?? 'unknown'
}

let warned = false

/**
 * Every proxy of ours appends an entry, so a request with fewer entries than TRUSTED_PROXY_HOPS
 * proves the setting too high; then a client who writes one entry more picks its own rate-limit
 * key. A forged request cannot show this (it only adds entries), an honest one does at once: said
 * once per process, in the log the operator reads (docs/decisions/0035).
 */
function hopCountTooHigh(trustedHops: number, seen: number) {
  if (warned) return
  warned = true
  console.warn(
    `[client-address] TRUSTED_PROXY_HOPS is ${trustedHops}, but a request came through ${seen} prox${seen === 1 ? 'y' : 'ies'} (X-Forwarded-For entries). ` +
      'Set it to the number of proxies of ours in front of this server: above that, a client who writes its own X-Forwarded-For picks its rate-limit key.',
  )
}
