// A write only the storefront's server makes, never a visitor or a customer (the Web Vitals it
// collects, docs/decisions/0074): the storefront holds no CMS account, so it proves itself with a
// short-lived MAC made with the secret the two servers share for such facts
// (SESSION_RECEIPT_SECRET, as the client and session receipts). What is signed names its purpose,
// so no other signed value passes for it. Shared by both servers as
// `@storefront/rules/storefront-server.server`: keep it free of Payload and Next imports.
import { hmacOf, isHmacOf } from './hmac.server'

export const STOREFRONT_SERVER_HEADER = 'x-storefront-server'

/** Long enough to reach the CMS; a copied header is worth no more. */
const FRESH_SECONDS = 30

const signedText = (purpose: string, seconds: number) => `storefront-server.${purpose}.${seconds}`

/** `<seconds>.<signature>` for `purpose`. */
export function createServerCredential(purpose: string, secret: string, now = Date.now()): string {
  const seconds = Math.floor(now / 1000)
  return `${seconds}.${hmacOf(signedText(purpose, seconds), secret)}`
}

/** Whether `credential` is a fresh one for `purpose` made with `secret`. */
export function isServerCredential(credential: string | null | undefined, purpose: string, secret: string, now = Date.now()): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(credential ?? '')
  if (!match) return false
  const seconds = Number(match[1])
  const age = now / 1000 - seconds
  return age >= -1 && age <= FRESH_SECONDS && isHmacOf(match[2]!, signedText(purpose, seconds), secret)
}
