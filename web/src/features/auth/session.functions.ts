import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { firebaseClientConfig } from './client-config.server'
import { LOGOUT_FAILED_MESSAGE, rateLimitedMessage } from './errors'
import { admitAttempt, attemptSucceeded, clearSessionCookie, mintSession, readSessionUser, revokeSession } from './session.server'
import { validInput } from '~/features/input/invalid-input'

export const getCurrentUser = createServerFn({ method: 'GET' }).handler(() => {
  // Whatever carries the answer (this RPC or an SSR page) is personal: never cache it shared.
  setResponseHeader('Cache-Control', 'private, no-store')
  return readSessionUser()
})

/** After a password sign-in in the browser: the session, and the attempt no longer counts. */
export const createSession = createServerFn({ method: 'POST' })
  .validator(validInput(z.object({ idToken: z.string().min(1).max(8192) })))
  .handler(async ({ data }) => {
    const minted = await mintSession(data.idToken)
    if (!minted.ok) return minted
    await attemptSucceeded('sign-in', minted.email)
    return { ok: true as const }
  })

/** Logout: the session ends everywhere, or the customer is told it did not and stays signed in to try again. */
export const endSession = createServerFn({ method: 'POST' }).handler(async () => {
  try {
    await revokeSession()
  } catch (error) {
    console.error('[auth] revoking the session at logout failed', error)
    return { ok: false as const, code: 'logout/unavailable', message: LOGOUT_FAILED_MESSAGE }
  }
  clearSessionCookie()
  return { ok: true as const }
})

export const getFirebaseClientConfig = createServerFn({ method: 'GET' }).handler(() => firebaseClientConfig())

/**
 * Asked before each sign-in, registration or reset mail, which the browser then does with the
 * Firebase SDK (which also runs Firebase's captcha, and retries, when the project enforces one).
 */
export const admitAuthAttempt = createServerFn({ method: 'POST' })
  .validator(
    validInput(
      z.object({
        action: z.enum(['sign-in', 'register', 'reset']),
        email: z.string().trim().max(320).optional(),
      }),
    ),
  )
  .handler(async ({ data }) => {
    const admission = await admitAttempt(data.action, data.email)
    if (admission.ok) return { ok: true as const }
    return { ok: false as const, code: 'rate/limited', message: rateLimitedMessage(data.action, admission.retryAfterSeconds) }
  })
