// The second step of a staff sign-in and the second factors' own endpoints (docs/decisions/0075):
// finishing a sign-in with a code or a passkey, enrolling an authenticator app or a passkey (at
// the first sign-in with the challenge, later while signed in), the member's list and removal,
// and an admin's reset of another member's factors.
import { APIError, commitTransaction, type Endpoint, headersWithCors, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { generatePayloadCookie } from 'payload/shared'
import { hasRole } from '@/access/roles'
import { refuseNonObjectJson } from '@/endpoints/jsonObjectBody'
import { lockFor } from '@/lib/locks'
import { recordLockout } from '../lockouts'
import { recordFactorEvent } from '../secondFactor/events'
import { issueChallenge, readChallenge, recoveryHash } from '../secondFactor/keys'
import { assertedPasskey, authenticationOptions, registeredPasskey, registrationOptions } from '../secondFactor/passkeys'
import { countFailedAttempt, refuseIfLocked, startSession } from '../secondFactor/signIn'
import { endSessionsOf } from '../sessions/endSessions'
import { type Factors, factorsOf, hasFactor, methodsOf, newRecoveryCodes, rawUser, saveFactors, summaryOf } from '../secondFactor/state'
import { newTotp, totpStepOf } from '../secondFactor/totp'

/** How long the password step's challenge and an enrolment under way stand. */
const CHALLENGE_SECONDS = 5 * 60
const ENROLMENT_SECONDS = 10 * 60

const refuse = (message: string, status: number): never => {
  throw new APIError(message, status, null, true)
}
const EXPIRED = '로그인 확인 시간이 지났습니다. 이메일과 비밀번호부터 다시 입력해 주세요.'
const WRONG_CODE = '인증 코드가 맞지 않습니다. 인증 앱의 새 코드나 복구 코드를 입력해 주세요.'

/** The answer to a right password: no token, the challenge for the second factor (or for enrolling one). */
export async function secondFactorChallenge(req: PayloadRequest, id: number | string) {
  const factors = factorsOf(await rawUser(req, id))
  const next = hasFactor(factors) ? 'verify' : 'enrol'
  const passkeyOptions = factors.passkeys.length ? await authenticationOptions(factors.passkeys) : undefined
  const challenge = await issueChallenge('sign-in', String(id), { next, ...(passkeyOptions && { wa: passkeyOptions.challenge }) }, CHALLENGE_SECONDS)
  return {
    message: next === 'verify' ? '2단계 인증이 필요합니다.' : '2단계 인증을 등록해야 로그인할 수 있습니다.',
    secondFactor: { next, challenge, methods: methodsOf(factors), ...(passkeyOptions && { passkeyOptions }), expiresIn: CHALLENGE_SECONDS },
  }
}

/** Payload's own answer to a sign-in: its body and its cookie, as its login endpoint sends them. */
function signedIn(req: PayloadRequest, result: Awaited<ReturnType<typeof startSession>>, extra: Record<string, unknown> = {}) {
  const cookie = generatePayloadCookie({
    collectionAuthConfig: req.payload.collections.users.config.auth,
    cookiePrefix: req.payload.config.cookiePrefix,
    token: result.token,
  })
  return Response.json(
    { message: req.t('authentication:passed'), ...extra, ...result },
    { headers: headersWithCors({ headers: new Headers({ 'Set-Cookie': cookie }), req }) },
  )
}

const json = (req: PayloadRequest, body: unknown) => Response.json(body, { headers: headersWithCors({ headers: new Headers(), req }) })

/** Runs `work` in a transaction holding account `id`'s lock: the factors' writes and the sessions take turns. */
async function inTurn<T>(req: PayloadRequest, id: number | string, work: () => Promise<T>): Promise<T> {
  await initTransaction(req)
  try {
    await lockFor(req.payload, req, `second-factor:users:${id}`)
    const result = await work()
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

const depthOf = (req: PayloadRequest) => {
  const depth = Number(req.searchParams.get('depth'))
  return req.searchParams.has('depth') && Number.isInteger(depth) && depth >= 0 && depth <= 2 ? depth : undefined
}

/** The factors after `data` proved one of them, or null. */
async function proven(req: PayloadRequest, factors: Factors, data: Record<string, unknown>, passkeyChallenge: unknown): Promise<Factors | null> {
  if (data.passkey !== undefined) {
    if (typeof passkeyChallenge !== 'string' || passkeyChallenge === factors.lastPasskeyChallenge) return null
    const used = await assertedPasskey(data.passkey, passkeyChallenge, factors.passkeys)
    const passkeys = factors.passkeys.map((passkey) => (passkey.id === used?.id ? { ...passkey, counter: used.counter } : passkey))
    return used && { ...factors, passkeys, lastPasskeyChallenge: passkeyChallenge }
  }
  const code = typeof data.code === 'string' ? data.code.trim() : ''
  if (/^\d{6}$/.test(code)) {
    const step = factors.totp ? totpStepOf(factors.totp.secret, code, factors.lastTotpStep) : null
    return step === null ? null : { ...factors, lastTotpStep: step }
  }
  const left = factors.recoveryCodes.filter((hash) => hash !== recoveryHash(code))
  return code && left.length < factors.recoveryCodes.length ? { ...factors, recoveryCodes: left } : null
}

/** POST /api/users/login/second-factor `{ challenge, code }` (a TOTP or recovery code) or `{ challenge, passkey }`: Payload's token and cookie. */
export const finishSignIn: Endpoint = {
  path: '/login/second-factor',
  method: 'post',
  handler: async (req) => {
    const data = (await refuseNonObjectJson(req)) ?? {}
    const claims = await readChallenge(data.challenge, 'sign-in')
    if (!claims || claims.next !== 'verify') return refuse(EXPIRED, 401)
    const id = claims.sub
    const outcome = await inTurn(req, id, async () => {
      const user = await rawUser(req, id)
      if (!user) return refuse(EXPIRED, 401)
      refuseIfLocked(req, user)
      const before = factorsOf(user)
      const after = await proven(req, before, data, claims.wa)
      if (!after) return { user, failed: true as const }
      await saveFactors(req, id, after)
      if (after.recoveryCodes.length < before.recoveryCodes.length)
        await recordFactorEvent(req, { event: 'recovery-code-used', member: id, left: after.recoveryCodes.length })
      return { failed: false as const, result: await startSession(req, id, depthOf(req)), recoveryCodesLeft: after.recoveryCodes.length }
    })
    if (outcome.failed) {
      // After the transaction: the count stays whatever happens next.
      await countFailedAttempt(req, outcome.user)
      await recordLockout(req, outcome.user.email)
      return refuse(WRONG_CODE, 401)
    }
    return signedIn(req, outcome.result, { recoveryCodesLeft: outcome.recoveryCodesLeft })
  },
}

type Member = { id: number | string; firstSignIn: boolean; sid?: string }

/** Who enrols: the member signed in, or one at their first sign-in with the password step's challenge (an account without any factor). */
async function enrollingMember(req: PayloadRequest, data: Record<string, unknown>): Promise<Member> {
  if (data.challenge !== undefined) {
    const claims = await readChallenge(data.challenge, 'sign-in')
    if (!claims || claims.next !== 'enrol') return refuse(EXPIRED, 401)
    return { id: claims.sub, firstSignIn: true }
  }
  if (req.user?.collection === 'users') return { id: req.user.id, firstSignIn: false, sid: (req.user as { _sid?: string })._sid }
  return refuse('로그인한 직원만 2단계 인증을 관리할 수 있습니다.', 401)
}

/** Saves `factors` with a new factor, records it and ends the member's other sessions; at the first sign-in, signs them in. */
async function enrolled(req: PayloadRequest, member: Member, before: Factors, factors: Factors, kind: 'totp' | 'passkey') {
  // The first factor comes with the recovery codes, shown this once.
  const recovery = before.recoveryCodes.length ? null : newRecoveryCodes()
  await saveFactors(req, member.id, recovery ? { ...factors, recoveryCodes: recovery.hashes } : factors)
  await recordFactorEvent(req, { event: 'enrolled', member: member.id, kind })
  await endSessionsOf(req, member.id, member.sid)
  const extra = { factors: summaryOf(recovery ? { ...factors, recoveryCodes: recovery.hashes } : factors), ...(recovery && { recoveryCodes: recovery.codes }) }
  return member.firstSignIn ? { session: await startSession(req, member.id, depthOf(req)), extra } : { extra }
}

/** Refuses an enrolment at first sign-in once the account has a factor: from then on, only that factor signs it in. */
const refuseLateFirstEnrolment = (member: Member, factors: Factors) => {
  if (member.firstSignIn && hasFactor(factors)) refuse('이미 2단계 인증이 등록된 계정입니다. 등록한 수단으로 로그인해 주세요.', 409)
}

/** The start of an enrolment: the member enrolling (at their first sign-in, or signed in), their account and factors. */
async function enrolmentStart(req: PayloadRequest) {
  const member = await enrollingMember(req, (await refuseNonObjectJson(req)) ?? {})
  const user = await rawUser(req, member.id)
  if (!user) return refuse(EXPIRED, 401)
  const factors = factorsOf(user)
  refuseLateFirstEnrolment(member, factors)
  return { member, user, factors }
}

export const beginTotp: Endpoint = {
  path: '/second-factor/totp/begin',
  method: 'post',
  handler: async (req) => {
    const { member, user, factors } = await enrolmentStart(req)
    if (factors.totp) return refuse('인증 앱이 이미 등록되어 있습니다. 바꾸려면 먼저 삭제해 주세요.', 409)
    const { secret, uri, qrSvg } = await newTotp(user.email)
    return json(req, { secret, uri, qrSvg, enrolment: await issueChallenge('enrol-totp', String(member.id), { secret }, ENROLMENT_SECONDS) })
  },
}

export const finishTotp: Endpoint = {
  path: '/second-factor/totp',
  method: 'post',
  handler: async (req) => {
    const data = (await refuseNonObjectJson(req)) ?? {}
    const member = await enrollingMember(req, data)
    const enrolment = await readChallenge(data.enrolment, 'enrol-totp')
    if (!enrolment || enrolment.sub !== String(member.id) || typeof enrolment.secret !== 'string')
      return refuse('등록 시간이 지났습니다. 처음부터 다시 해 주세요.', 400)
    const outcome = await inTurn(req, member.id, async () => {
      const factors = factorsOf(await rawUser(req, member.id))
      refuseLateFirstEnrolment(member, factors)
      if (factors.totp) return refuse('인증 앱이 이미 등록되어 있습니다.', 409)
      const step = totpStepOf(enrolment.secret as string, typeof data.code === 'string' ? data.code.trim() : '', factors.lastTotpStep)
      if (step === null) return refuse('인증 코드가 맞지 않습니다. 인증 앱에 지금 보이는 6자리 숫자를 입력해 주세요.', 400)
      return enrolled(
        req,
        member,
        factors,
        { ...factors, totp: { secret: enrolment.secret as string, addedAt: new Date().toISOString() }, lastTotpStep: step },
        'totp',
      )
    })
    return outcome.session ? signedIn(req, outcome.session, outcome.extra) : json(req, outcome.extra)
  },
}

export const beginPasskey: Endpoint = {
  path: '/second-factor/passkey/begin',
  method: 'post',
  handler: async (req) => {
    const { member, user, factors } = await enrolmentStart(req)
    const options = await registrationOptions({ id: user.id, email: user.email, name: user.name as string | undefined }, factors.passkeys)
    return json(req, { options, enrolment: await issueChallenge('enrol-passkey', String(member.id), { wa: options.challenge }, ENROLMENT_SECONDS) })
  },
}

export const finishPasskey: Endpoint = {
  path: '/second-factor/passkey',
  method: 'post',
  handler: async (req) => {
    const data = (await refuseNonObjectJson(req)) ?? {}
    const member = await enrollingMember(req, data)
    const enrolment = await readChallenge(data.enrolment, 'enrol-passkey')
    if (!enrolment || enrolment.sub !== String(member.id) || typeof enrolment.wa !== 'string')
      return refuse('등록 시간이 지났습니다. 처음부터 다시 해 주세요.', 400)
    const passkey = await registeredPasskey(data.response, enrolment.wa)
    if (!passkey) return refuse('패스키를 등록하지 못했습니다. 다시 시도해 주세요.', 400)
    const outcome = await inTurn(req, member.id, async () => {
      const factors = factorsOf(await rawUser(req, member.id))
      refuseLateFirstEnrolment(member, factors)
      if (factors.passkeys.some(({ id }) => id === passkey.id)) return refuse('이미 등록된 패스키입니다.', 409)
      return enrolled(req, member, factors, { ...factors, passkeys: [...factors.passkeys, passkey] }, 'passkey')
    })
    return outcome.session ? signedIn(req, outcome.session, outcome.extra) : json(req, outcome.extra)
  },
}

const signedInMember = (req: PayloadRequest) => (req.user?.collection === 'users' ? req.user : refuse('로그인이 필요합니다.', 401))

/** GET /api/users/second-factor: the signed-in member's factors (kinds and dates, never a secret). */
export const listFactors: Endpoint = {
  path: '/second-factor',
  method: 'get',
  handler: async (req) => {
    const user = signedInMember(req)
    return json(req, summaryOf(factorsOf(await rawUser(req, user.id))))
  },
}

/** POST /api/users/second-factor/remove `{ kind: 'totp' }` or `{ kind: 'passkey', id }`: the member removes one of their own. */
export const removeFactor: Endpoint = {
  path: '/second-factor/remove',
  method: 'post',
  handler: async (req) => {
    const user = signedInMember(req)
    const data = (await refuseNonObjectJson(req)) ?? {}
    if (data.kind !== 'totp' && data.kind !== 'passkey') return refuse('삭제할 인증 수단을 골라 주세요.', 400)
    const kind = data.kind
    const factors = await inTurn(req, user.id, async () => {
      const before = factorsOf(await rawUser(req, user.id))
      const after: Factors = kind === 'totp' ? { ...before, totp: undefined } : { ...before, passkeys: before.passkeys.filter(({ id }) => id !== data.id) }
      const removed = kind === 'totp' ? Boolean(before.totp) : after.passkeys.length < before.passkeys.length
      if (!removed) return refuse('그런 인증 수단이 없습니다.', 404)
      // Without any factor the recovery codes recover nothing: the next sign-in enrols anew.
      const kept = hasFactor(after) ? after : { ...after, recoveryCodes: [] }
      await saveFactors(req, user.id, kept)
      await recordFactorEvent(req, { event: 'removed', member: user.id, kind })
      await endSessionsOf(req, user.id, (user as { _sid?: string })._sid)
      return kept
    })
    return json(req, summaryOf(factors))
  },
}

/** POST /api/users/:id/second-factor/reset: an admin clears a member's factors and signs them out everywhere; they enrol again at the next sign-in. */
export const resetFactors: Endpoint = {
  path: '/:id/second-factor/reset',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin')) return refuse('다른 직원의 2단계 인증은 관리자만 초기화할 수 있습니다.', 403)
    const id = String(req.routeParams?.id ?? '')
    if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2 ** 31 - 1) return refuse('그런 직원이 없습니다.', 404)
    await inTurn(req, id, async () => {
      const user = await rawUser(req, id)
      if (!user) return refuse('그런 직원이 없습니다.', 404)
      // The used steps stay refused: a code seen before the reset never signs in after it.
      await saveFactors(req, id, { passkeys: [], recoveryCodes: [], lastTotpStep: factorsOf(user).lastTotpStep })
      await endSessionsOf(req, id)
      await recordFactorEvent(req, { event: 'reset', member: user.id, by: req.user!.id })
    })
    return json(req, { message: '2단계 인증을 초기화했습니다. 이 직원은 다음 로그인 때 다시 등록합니다.' })
  },
}
