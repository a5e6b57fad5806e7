import { deleteCookie, getCookie, setCookie } from '@tanstack/react-start/server'
import { serverEnv } from '~/env.server'
import { errorCode } from './errors'
import { adminAuth } from './firebase-admin.server'
import { isRecentSignIn, SESSION_COOKIE, sessionCookieOptions } from './session-policy'
import type { CreateSessionResult, SessionUser } from './types'

/** The consumer named by this request's session cookie, or null when signed out. */
export async function readSessionUser(): Promise<SessionUser | null> {
  const cookie = getCookie(SESSION_COOKIE)
  if (!cookie) return null
  try {
    const claims = await adminAuth().verifySessionCookie(cookie, true)
    return { uid: claims.uid, email: claims.email ?? null }
  } catch (error) {
    // Expired, revoked, malformed or for a disabled user: the visitor is simply signed out.
    // Anything else (Firebase unreachable) is our failure, not theirs, and must surface.
    if (!isRejectedCredential(error)) throw error
    clearSessionCookie()
    return null
  }
}

/** Turns a freshly issued ID token into the `session` cookie. */
export async function startSession(idToken: string): Promise<CreateSessionResult> {
  const env = serverEnv()
  let authTime: number
  try {
    authTime = (await adminAuth().verifyIdToken(idToken, true)).auth_time
  } catch (error) {
    if (!isRejectedCredential(error)) throw error
    return { ok: false, code: 'session/invalid-token' }
  }
  if (!isRecentSignIn(authTime, env.idTokenMaxAgeSeconds, Date.now())) {
    return { ok: false, code: 'session/stale-sign-in' }
  }
  const maxAgeSeconds = env.sessionCookieDays * 24 * 60 * 60
  const cookie = await adminAuth().createSessionCookie(idToken, { expiresIn: maxAgeSeconds * 1000 })
  setCookie(SESSION_COOKIE, cookie, { ...sessionCookieOptions(env), maxAge: maxAgeSeconds })
  return { ok: true }
}

export function clearSessionCookie() {
  deleteCookie(SESSION_COOKIE, sessionCookieOptions(serverEnv()))
}

function isRejectedCredential(error: unknown): boolean {
  const code = errorCode(error)
  return code !== undefined && code.startsWith('auth/') && code !== 'auth/internal-error'
}
