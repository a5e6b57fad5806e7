import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { limitConsumerWrite } from '~/features/security/write-limit.server'
import { updateMyCustomer } from './consumer-cms.server'
import { authErrorMessage } from './errors'
import { clearSessionCookie, mintSession } from './session.server'
import { validInput } from '~/features/server/invalid-input'

/**
 * After the browser created the Firebase account (and Firebase sent the verification mail): the
 * session, and the customer record with the name and the moment each consent was given. Sent
 * again after a failure, it records the same thing once more, never a second customer.
 */
export const completeRegistration = createServerFn({ method: 'POST' })
  .validator(
    validInput(
      z.object({
        idToken: z.string().min(1).max(8192),
        name: z.string().trim().min(1).max(50),
        termsAccepted: z.literal(true),
        privacyAccepted: z.literal(true),
        marketingOptIn: z.boolean(),
      }),
    ),
  )
  .handler(async ({ data }) => {
    const limited = await limitConsumerWrite()
    if (limited) return limited
    const minted = await mintSession(data.idToken)
    if (!minted.ok) return minted
    const now = new Date().toISOString()
    try {
      await updateMyCustomer(minted.cookie, {
        name: data.name,
        consents: { termsAcceptedAt: now, privacyAcceptedAt: now, marketingOptIn: data.marketingOptIn },
      })
    } catch (error) {
      console.error('[auth] recording a new customer failed', error)
      // Not signed in without the consents on record: the visitor sends the form again.
      clearSessionCookie()
      return { ok: false as const, code: 'register/not-recorded', message: authErrorMessage('register/not-recorded', 'register') }
    }
    return { ok: true as const }
  })
