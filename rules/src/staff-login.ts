// How tools, tests and journeys sign a staff member in to the CMS: the password, then a code of the
// account's authenticator app (TOTP, RFC 6238) computed from its secret (docs/decisions/0075). The
// one helper for the CMS's integration tests, the journeys and the scripts (which import this file
// as ../../rules/src/staff-login.ts): keep it free of Payload and Next imports.
import { Secret, TOTP } from 'otpauth'

/** Seconds a code stands for; the CMS also takes the step before and the one after (clocks drift). */
export const TOTP_PERIOD = 30

/** The demo logins' authenticator secret in local runs (the seed gives it to them; SEED_TOTP_SECRET overrides it). Published: never used outside LOCAL_RUN=1. */
export const DEMO_TOTP_SECRET = 'KRUGKIDTORXXEZLGOJXW45BAMRSW23ZA'

/** The authenticator app's view of `secret` (base32): six digits every 30 seconds, SHA-1, as every app reads an otpauth URI. */
export const totpOf = (secret: string, label?: string) =>
  new TOTP({ issuer: 'VAPORE 관리자', label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD })

/** The demo logins' authenticator secret as the seed gave it: SEED_TOTP_SECRET, else DEMO_TOTP_SECRET. */
export const demoTotpSecret = (env: Record<string, string | undefined> = process.env) => env.SEED_TOTP_SECRET || DEMO_TOTP_SECRET

/** The time step `ms` falls in. */
export const totpStepAt = (ms = Date.now()) => Math.floor(ms / 1000 / TOTP_PERIOD)

/** The code of `secret` for time step `step`. */
export const totpCode = (secret: string, step: number) => totpOf(secret).generate({ timestamp: step * TOTP_PERIOD * 1000 })

// The CMS refuses a step an account has used already (replay). The steps this process used, by
// account, so one process signing an account in twice within 30 seconds takes the next step
// (which the CMS accepts a step early) or waits for it rather than be refused.
const usedSteps = new Map<string, number>()

/** A code for `account` that this process has not used yet: the current step's, else the next one's, waiting for it if need be. */
export async function freshTotpCode(account: string, secret: string): Promise<string> {
  for (;;) {
    const now = totpStepAt()
    const step = Math.max(now, (usedSteps.get(account) ?? -1) + 1)
    if (step <= now + 1) {
      usedSteps.set(account, step)
      return totpCode(secret, step)
    }
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * TOTP_PERIOD * 1000 - Date.now() + 50))
  }
}

/** Remembers that `account` used `step` (e.g. the code of its enrolment), so freshTotpCode moves past it. */
export const markTotpStepUsed = (account: string, step: number) => usedSteps.set(account, Math.max(step, usedSteps.get(account) ?? -1))

export type StaffCredentials = { email: string; password: string; totpSecret: string }

/** A JSON POST to the CMS's REST API at `path` (e.g. `/api/users/login`): fetch, Playwright's request context or the in-process handler. */
export type CmsPost = (path: string, body: unknown) => Promise<{ status: number; body: unknown }>

/** CmsPost over fetch to the CMS at `cmsUrl`. */
export const fetchPost =
  (cmsUrl: string, headers: Record<string, string> = {}): CmsPost =>
  async (path, body) => {
    const response = await fetch(`${cmsUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : null }
  }

export type SignedIn = { token: string; exp: number; user: { id: number | string; email: string } }

/** What the first step of the CMS's login answers for a right password: no token, a challenge for the second factor. */
export type SecondFactorAnswer = { secondFactor: { next: 'verify' | 'enrol'; challenge: string; methods: string[] } }

/** The password step; throws unless the CMS asks for the second factor. */
export async function passwordStep(post: CmsPost, { email, password }: { email: string; password: string }): Promise<SecondFactorAnswer['secondFactor']> {
  const first = await post('/api/users/login', { email, password })
  const answer = first.body as Partial<SecondFactorAnswer> | null
  if (first.status !== 200 || !answer?.secondFactor)
    throw new Error(`staff login of ${email}: the password step answered ${first.status} ${JSON.stringify(first.body)}`)
  return answer.secondFactor
}

/**
 * Signs `staff` in: the password, then a fresh TOTP code. Once more after a refused code, with the
 * next step's: another process may have used this one (several tools signing the demo admin in
 * within 30 seconds). Returns Payload's token.
 */
export async function staffLogin(post: CmsPost, staff: StaffCredentials): Promise<SignedIn> {
  let last: { status: number; body: unknown } | undefined
  for (let attempt = 0; attempt < 2; attempt++) {
    const { challenge, next } = await passwordStep(post, staff)
    if (next !== 'verify') throw new Error(`staff login of ${staff.email}: the account has no second factor yet (enrol it first)`)
    last = await post('/api/users/login/second-factor', { challenge, code: await freshTotpCode(staff.email, staff.totpSecret) })
    if (last.status === 200) return last.body as SignedIn
  }
  throw new Error(`staff login of ${staff.email}: the code step answered ${last?.status} ${JSON.stringify(last?.body)}`)
}

/**
 * The first sign-in of an account without a second factor, over the API: the password, then an
 * authenticator app enrolled with a code of the secret the CMS made. Returns that secret, the
 * recovery codes and the session the enrolment opened.
 */
export async function enrolTotp(
  post: CmsPost,
  { email, password }: { email: string; password: string },
): Promise<SignedIn & { totpSecret: string; recoveryCodes: string[] }> {
  const { challenge, next } = await passwordStep(post, { email, password })
  if (next !== 'enrol') throw new Error(`staff enrolment of ${email}: the account has a second factor already`)
  const begun = await post('/api/users/second-factor/totp/begin', { challenge })
  const { secret, enrolment } = begun.body as { secret: string; enrolment: string }
  const step = totpStepAt()
  const done = await post('/api/users/second-factor/totp', { challenge, enrolment, code: totpCode(secret, step) })
  if (done.status !== 200) throw new Error(`staff enrolment of ${email}: answered ${done.status} ${JSON.stringify(done.body)}`)
  markTotpStepUsed(email, step)
  return { ...(done.body as SignedIn & { recoveryCodes: string[] }), totpSecret: secret }
}
