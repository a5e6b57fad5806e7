import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { serverEnv } from '~/env.server'
import { applyCode, inspectActionCode, isCodeRejected, resetPasswordWithCode } from './action-codes.server'
import { ACTION_MODES } from './action-modes'
import { authErrorMessage, errorCode, rateLimitedMessage } from './errors'
import { newPasswordSchema } from './password-policy'
import { safeRedirectTarget } from '@storefront/rules/redirect-target'
import { admitAttempt } from './session.server'
import { validInput } from '~/features/input/invalid-input'

const oobCode = z.string().min(1).max(512)
const mode = z.enum(ACTION_MODES)

/** A link's continue URL, when it leads back into this site: as a path, else null. */
function continuePath(continueUrl: string | undefined): string | null {
  if (!continueUrl) return null
  try {
    const url = new URL(continueUrl)
    if (url.origin !== new URL(serverEnv().siteUrl).origin) return null
    const path = safeRedirectTarget(`${url.pathname}${url.search}`)
    return path === '/' ? null : path
  } catch {
    return null
  }
}

export const inspectEmailAction = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ mode, oobCode, continueUrl: z.string().max(2048).optional() })))
  .handler(async ({ data }) => {
    setResponseHeader('Cache-Control', 'private, no-store')
    const info = await inspectActionCode(data.mode, data.oobCode)
    return info ? { valid: true as const, ...info, continuePath: continuePath(data.continueUrl) } : { valid: false as const }
  })

export type EmailActionResult = { ok: true } | { ok: false; code: string; message?: string }

const refused = (code: string, action: 'action' | 'reset'): EmailActionResult => ({ ok: false, code, message: authErrorMessage(code, action) })
const codeOf = (error: unknown) => (isCodeRejected(error) ? 'auth/invalid-action-code' : (errorCode(error) ?? 'auth/internal-error'))

/** verifyEmail, recoverEmail, verifyAndChangeEmail, revertSecondFactorAddition: the code does it all. */
export const applyEmailAction = createServerFn({ method: 'POST' })
  .validator(validInput(z.object({ oobCode })))
  .handler(async ({ data }): Promise<EmailActionResult> => {
    try {
      await applyCode(data.oobCode)
      return { ok: true }
    } catch (error) {
      return refused(codeOf(error), 'action')
    }
  })

export const resetPassword = createServerFn({ method: 'POST' })
  .validator(validInput(z.object({ oobCode, newPassword: newPasswordSchema })))
  .handler(async ({ data }): Promise<EmailActionResult> => {
    const admission = await admitAttempt('reset')
    if (!admission.ok) return { ok: false, code: 'rate/limited', message: rateLimitedMessage('reset', admission.retryAfterSeconds) }
    try {
      await resetPasswordWithCode(data.oobCode, data.newPassword)
      return { ok: true }
    } catch (error) {
      return refused(codeOf(error), 'reset')
    }
  })
