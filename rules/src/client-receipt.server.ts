// The storefront calls the CMS on its visitors' behalf (consumer writes, the genuineness check).
// The CMS's per-client limits must count the visitor, not the storefront, and must not take a
// visitor's word for their address. So the storefront, which knows it (its socket and its own
// proxies, TRUSTED_PROXY_HOPS), signs it with the secret the two servers share for such facts
// (SESSION_RECEIPT_SECRET, as the session receipt of docs/decisions/0028); the CMS believes an
// address only when it carries a fresh signature (docs/decisions/0032). Shared by both servers as
// `@storefront/rules/client-receipt.server`: keep it free of Payload and Next imports.
import { clientAddress, PEER_ADDRESS_HEADER } from './client-address'
import { hmacOf, isHmacOf } from './hmac.server'

export const CLIENT_RECEIPT_HEADER = 'x-storefront-client'

/** Long enough for any storefront request to reach the CMS; a copied header is worth no more. */
const FRESH_SECONDS = 30

// What is signed names its use, so no other signed value can pass for a client address.
const signedText = (seconds: number, address: string) => `client-address.${seconds}.${address}`

/** `<seconds>.<signature>.<address>`: the address last, since it may hold dots and colons. */
export function createClientReceipt(address: string, secret: string, now = Date.now()): string {
  const seconds = Math.floor(now / 1000)
  return `${seconds}.${hmacOf(signedText(seconds, address), secret)}.${address}`
}

/** The address a fresh receipt signed with `secret` vouches for; null for anything else. */
export function clientFromReceipt(receipt: string | null | undefined, secret: string, now = Date.now()): string | null {
  const match = /^(\d{1,12})\.([\w-]{43})\.(.{1,100})$/.exec(receipt ?? '')
  if (!match) return null
  const [, seconds, signature, address] = match as unknown as [string, string, string, string]
  const age = now / 1000 - Number(seconds)
  if (age < -1 || age > FRESH_SECONDS) return null
  return isHmacOf(signature, signedText(Number(seconds), address), secret) ? address : null
}

/**
 * Whose budget a request to the CMS counts against (docs/decisions/0032): the visitor a fresh
 * storefront receipt vouches for, when the storefront calls on a visitor's behalf; otherwise the
 * client behind `trustedHops` proxies of ours, from the socket address cms/server.mjs recorded.
 * Never an address a client merely wrote into a header.
 */
export function cmsClientAddress(headers: Headers, trustedHops: number, receiptSecret: string): string {
  return (
    clientFromReceipt(headers.get(CLIENT_RECEIPT_HEADER), receiptSecret) ??
    clientAddress(headers.get('x-forwarded-for'), headers.get(PEER_ADDRESS_HEADER) ?? undefined, trustedHops)
  )
}
