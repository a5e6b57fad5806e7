import { identityMessages, type IdentityProblem, isIdentityReturnPath } from '@storefront/rules/identity'
import { serverEnv } from '~/env.server'
import { myCustomer } from '~/features/auth/consumer-cms.server'
import { readSessionUser, sessionCookieValue } from '~/features/auth/session.server'
import { CmsError, cms } from '~/features/cms/cms-client.server'
import { readFieldsForm, seeOther } from '~/features/requests/form-post.server'
import { limitConsumerWrite } from '~/features/security/write-limit.server'
import type { MyIdentity } from './types'

// 본인인증 on the storefront's server (docs/decisions/0060, 0061): the CMS starts a verification for
// the signed-in customer and confirms it with PortOne's API; the browser only carries ids between.

const noStore = { 'cache-control': 'no-store' }

async function currentSession() {
  const user = await readSessionUser()
  const session = sessionCookieValue()
  return user && session ? session : null
}

/** The adult-only step to come back to, when it is one; never anywhere else (an open redirect). */
const returnPathOf = (value: unknown): string | null => (typeof value === 'string' && isIdentityReturnPath(value) ? value : null)

const withProblem = (path: string, problem: IdentityProblem) => `${path}?${new URLSearchParams({ identity: problem })}`

/** A refusal of the CMS for this request (4xx); 0 is a CMS that did not answer, not a status to send on. */
const isClientError = (status: number) => status >= 400 && status < 500

/**
 * POST /api/identity/start `back=<the adult-only step>` — the page's script asks (accept JSON) for
 * what PortOne's SDK opens the verification with; the browser comes back to
 * /api/identity/return, then to `back`. A form sent without the script goes back with a word on it.
 */
export async function startIdentity(request: Request): Promise<Response> {
  const form = await readFieldsForm(request)
  const back = returnPathOf(form?.get('back')) ?? '/device/register/auth'
  const json = (request.headers.get('accept') ?? '').includes('application/json')
  const refuse = (status: number, problem: IdentityProblem | 'login', location: string) =>
    json
      ? Response.json({ problem, message: problem === 'login' ? '로그인이 필요합니다.' : identityMessages[problem], location }, { status, headers: noStore })
      : seeOther(location)
  const session = await currentSession()
  if (!session) return refuse(401, 'login', `/login?${new URLSearchParams({ redirect: back })}`)
  const limited = await limitConsumerWrite()
  if (limited)
    return json ? Response.json({ problem: 'limited', message: limited.message }, { status: 429, headers: noStore }) : seeOther(withProblem(back, 'failed'))
  if (!json) return seeOther(withProblem(back, 'script'))
  try {
    const started = await cms({ session }).post<{ identityVerificationId: string; storeId: string; channelKey: string }>('/api/customers/me/identity/start', {})
    const redirectUrl = `${serverEnv().siteUrl}/api/identity/return?${new URLSearchParams({ back })}`
    return Response.json({ ...started, redirectUrl }, { headers: noStore })
  } catch (error) {
    const problem = error instanceof CmsError && error.consumerMessage === identityMessages.notConfigured ? 'notConfigured' : 'unavailable'
    if (problem === 'unavailable') console.error('[identity] start failed', error)
    return refuse(error instanceof CmsError && isClientError(error.status) ? error.status : 503, problem, withProblem(back, problem))
  }
}

/**
 * GET /api/identity/return — where PortOne (or the page's script, when the SDK answered without
 * leaving the page) sends the browser with the verification's id: the CMS confirms it with
 * PortOne and the customer goes back to the step, or back with why not. A GET, as PortOne's
 * redirect is; what it may confirm is only the signed-in customer's own pending verification.
 */
export async function returnFromIdentity(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams
  const back = returnPathOf(params.get('back')) ?? '/device/register/auth'
  const session = await currentSession()
  if (!session) return seeOther(`/login?${new URLSearchParams({ redirect: back })}`)
  const code = params.get('code')
  if (code) return seeOther(withProblem(back, code === 'IDENTITY_VERIFICATION_CANCELLED' ? 'cancelled' : 'failed'))
  const identityVerificationId = (params.get('identityVerificationId') ?? '').slice(0, 100)
  try {
    await cms({ session }).post('/api/customers/me/identity', { identityVerificationId })
    return seeOther(back)
  } catch (error) {
    if (!(error instanceof CmsError)) throw error
    // A second arrival of the same answer (a reload, a double redirect) finds the first confirmed it.
    if (error.status === 409 && (await myCustomer(session))?.identity?.adultVerifiedAt) return seeOther(back)
    if (!isClientError(error.status)) console.error('[identity] confirmation failed', error)
    const problem: IdentityProblem = error.status === 403 ? 'minor' : isClientError(error.status) ? 'failed' : 'unavailable'
    return seeOther(withProblem(back, problem))
  }
}

type MaybeVerified = { identity?: { adultVerifiedAt?: string | null } | null; consents?: { adultConfirmedAt?: string | null } | null } | null | undefined

/** Whether the signed-in customer has verified being an adult; a checkbox of before does not count. */
export const isVerifiedAdult = (customer: MaybeVerified): boolean => Boolean(customer?.identity?.adultVerifiedAt)

export const identityOf = (customer: MaybeVerified): MyIdentity => ({
  verified: isVerifiedAdult(customer),
  legacy: Boolean(customer?.consents?.adultConfirmedAt) && !isVerifiedAdult(customer),
  sdkUrl: serverEnv().portOneSdkUrl,
})

/** The signed-in customer's verification, for an adult-only page; null when nobody is signed in. */
export async function readMyIdentity(): Promise<MyIdentity | null> {
  const session = await currentSession()
  const customer = session ? await myCustomer(session) : null
  return customer ? identityOf(customer) : null
}
