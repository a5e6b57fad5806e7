// The free refusal link (무료수신거부) every announcement ends with (docs/decisions/0064): it names
// the customer and nothing else, is signed with the CMS's secret as a JWT for the purpose
// 'refusal' (docs/decisions/0050), and refuses without signing in on the storefront's page.
// It outlives the two years a consent lasts, so a link in any message still sent works.
import { z } from 'zod'
import { env } from '@/env'
import { REFUSAL_PATH } from '@storefront/rules/advertising'
import { readToken, signToken } from '@storefront/rules/jwt.server'

const LINK_DAYS = 3 * 366
const claims = z.object({ customer: z.number().int().positive(), exp: z.number().int() })

const refusalToken = (customer: number, now: Date, secret = env.PAYLOAD_SECRET): Promise<string> =>
  signToken('refusal', { customer }, Math.floor(now.getTime() / 1000) + LINK_DAYS * 86_400, secret)

/** The customer's link to the storefront's refusal page. */
export async function refusalUrl(customer: number, now: Date): Promise<string> {
  const url = new URL(REFUSAL_PATH, env.WEB_URL)
  url.searchParams.set('t', await refusalToken(customer, now))
  return url.toString()
}

/** The customer a refusal token names, or null for anything not a valid token of ours. */
export async function customerOfRefusal(token: unknown, secret = env.PAYLOAD_SECRET): Promise<number | null> {
  const read = await readToken(token, 'refusal', claims, secret)
  return read.ok ? read.claims.customer : null
}
