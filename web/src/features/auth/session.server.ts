import { isRejectedCredential } from '@storefront/rules/rejected-credential'
import { createSessionReceipt } from '@storefront/rules/session-receipt.server'
import { deleteCookie, getCookie, getRequest, setCookie } from '@tanstack/react-start/server'
import { serverEnv } from '~/env.server'
import { keepSessionReceipt } from '~/features/cms/session-receipts.server'
import { rateLimitRefusals } from '~/features/observability/metrics.server'
import { sharedLimiters } from '~/features/rate-limits/rate-limits.server'
import { requestClient } from '~/features/rate-limits/request-client.server'
import { authErrorMessage } from './errors'
import { adminAuth } from './firebase-admin.server'
import { createAuthLimiter, type LimitedAction } from './rate-limit.server'
import { isRecentSignIn, roleOf, SESSION_COOKIE, sessionCookieOptions } from './session-policy'
import type { CreateSessionResult, SessionUser } from './types'

// A page's route check and its data both ask who is signed in; Firebase is asked once per request
// (and session cookie): the revocation check is a round trip to Firebase each time. A good
// session's receipt spares the CMS the same round trip (docs/decisions/0028).
type Check = { cookie: string; user: Promise<SessionUser | null> }
const checked = new WeakMap<Request, Check>()

/** The consumer named by this request's session cookie, or null when signed out. */
export function readSessionUser(): Promise<SessionUser | null> {
  const cookie = getCookie(SESSION_COOKIE)
  if (!cookie) return Promise.resolve(null)
  const request = getRequest()
  const known = checked.get(request)
  if (known?.cookie === cookie) return known.user
  const checkedAt = Date.now()
  const check: Check = {
    cookie,
    user: verifySession(cookie).then((user) => {
      if (user) keepSessionReceipt(request, cookie, createSessionReceipt(cookie, serverEnv().sessionReceiptSecret, checkedAt))
      return user
    }),
  }
  checked.set(request, check)
  return check.user
}

async function verifySession(cookie: string): Promise<SessionUser | null> {
  try {
    // checkRevoked: a revoked session, or a user disabled or deleted since, is refused here.
    const claims = await adminAuth().verifySessionCookie(cookie, true)
    return {
      uid: claims.uid,
      email: claims.email ?? null,
      name: typeof claims.name === 'string' ? claims.name : null,
      role: roleOf(claims.role),
    }
  } catch (error) {
    // Expired, revoked, malformed or for a disabled user: the visitor is simply signed out.
    // Anything else (Firebase unreachable) is our failure, not theirs, and must surface.
    if (!isRejectedCredential(error)) throw error
    clearSessionCookie()
    return null
  }
}

/** The session cookie's value as this request carries it (forwarded to the CMS). */
export const sessionCookieValue = (): string | undefined => getCookie(SESSION_COOKIE) || undefined

type MintedSession = { ok: true; cookie: string; uid: string; email: string | null } | Extract<CreateSessionResult, { ok: false }>

/** Checks a freshly issued ID token and sets the `session` cookie from it. */
export async function mintSession(idToken: string): Promise<MintedSession> {
  const env = serverEnv()
  let claims
  try {
    claims = await adminAuth().verifyIdToken(idToken, true)
  } catch (error) {
    if (!isRejectedCredential(error)) throw error
    return { ok: false, code: 'session/invalid-token', message: authErrorMessage('session/invalid-token') }
  }
  // A session is made only from a sign-in that just happened: an ID token older than the maximum
  // age (ID_TOKEN_MAX_AGE_SECONDS, 5 minutes by default) is refused.
  if (!isRecentSignIn(claims.auth_time, env.idTokenMaxAgeSeconds, Date.now())) {
    return { ok: false, code: 'session/stale-sign-in', message: authErrorMessage('session/stale-sign-in') }
  }
  const maxAgeSeconds = env.sessionCookieDays * 24 * 60 * 60
  const cookie = await adminAuth().createSessionCookie(idToken, { expiresIn: maxAgeSeconds * 1000 })
  setCookie(SESSION_COOKIE, cookie, { ...sessionCookieOptions(env), maxAge: maxAgeSeconds })
  return { ok: true, cookie, uid: claims.uid, email: claims.email ?? null }
}

/** Turns a freshly issued ID token into the `session` cookie. */
export async function startSession(idToken: string): Promise<CreateSessionResult> {
  const minted = await mintSession(idToken)
  return minted.ok ? { ok: true } : minted
}

/**
 * Logging out ends the session everywhere it was copied to, not only in this browser: the user's
 * refresh tokens are revoked, which every session cookie minted before now fails against
 * (readSessionUser checks revocation). Firebase keeps revocation to the second and spares
 * credentials signed in during that second, so a logout in the same second as its sign-in
 * waits for the next one. Done means seen done: the cookie is checked again after each revocation,
 * which is tried REVOKE_ATTEMPTS times before the logout is reported as failed (it once answered
 * done while the cookie still worked).
 */
export async function revokeSession(): Promise<void> {
  const cookie = getCookie(SESSION_COOKIE)
  if (!cookie) return
  let claims
  try {
    claims = await withinFirebaseTimeout(adminAuth().verifySessionCookie(cookie, false))
  } catch (error) {
    if (isRejectedCredential(error)) return
    throw error
  }
  const wait = (claims.auth_time + 1) * 1000 - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  for (let attempt = 1; ; attempt += 1) {
    let failure: unknown = new Error(`the session of ${claims.uid} still verifies after revoking it`)
    // Checked even when the revocation failed: a user deleted meanwhile has no tokens to revoke.
    await withinFirebaseTimeout(adminAuth().revokeRefreshTokens(claims.uid)).catch((error: unknown) => void (failure = error))
    try {
      if (await isSessionEnded(cookie)) return
    } catch (error) {
      failure = error
    }
    if (attempt >= REVOKE_ATTEMPTS) throw failure
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt))
  }
}

const REVOKE_ATTEMPTS = 3
/** One call to Firebase at logout; the SDK itself would wait on a hung server for minutes. */
const FIREBASE_CALL_MS = 3_000

function withinFirebaseTimeout<T>(call: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Firebase did not answer within ${FIREBASE_CALL_MS} ms`)), FIREBASE_CALL_MS)
  })
  return Promise.race([call, timeout]).finally(() => clearTimeout(timer))
}

/** Whether Firebase now refuses the cookie (revoked, or its user deleted or disabled). */
export async function isSessionEnded(cookie: string): Promise<boolean> {
  try {
    await withinFirebaseTimeout(adminAuth().verifySessionCookie(cookie, true))
    return false
  } catch (error) {
    if (isRejectedCredential(error)) return true
    throw error
  }
}

export function clearSessionCookie() {
  deleteCookie(SESSION_COOKIE, sessionCookieOptions(serverEnv()))
}

/**
 * GET /api/users/token: the current user and a fresh custom token, so a page that needs the
 * Firebase web SDK can sign it in again (the SDK keeps its user in memory only, so a page load
 * starts without one).
 */
export async function currentUserWithToken(): Promise<{ user: SessionUser; token: string } | null> {
  const user = await readSessionUser()
  if (!user) return null
  return { user, token: await adminAuth().createCustomToken(user.uid) }
}

// Counted in PostgreSQL, shared by every replica (docs/decisions/0016); made on first use.
let limiter: ReturnType<typeof createAuthLimiter> | undefined
const authLimiter = () => (limiter ??= createAuthLimiter(sharedLimiters()))

/** Counts an attempt at `action` by this request's client (and a refusal in the metrics). */
export async function admitAttempt(action: LimitedAction, account?: string) {
  const admission = await authLimiter().admit(action, requestClient(), account)
  if (!admission.ok) rateLimitRefusals.inc({ limit: action })
  return admission
}

/** The attempt succeeded: it does not count against the client. */
export const attemptSucceeded = (action: LimitedAction, account?: string | null) => authLimiter().succeeded(action, requestClient(), account)
