import { createServerFn } from '@tanstack/react-start'
import * as z from 'zod/mini'
import { updateMyCustomer } from '~/features/auth/consumer-cms.server'
import { authErrorMessage } from '~/features/auth/errors'
import { clearSessionCookie, mintSession } from '~/features/auth/session.server'
import { limitConsumerWrite } from '~/features/security/write-limit.server'
import { validInput } from '~/features/input/invalid-input'
import { nameSchema, phoneConsentGiven, phoneFields, storedPhone } from './phone'

/**
 * After the browser created the Firebase account (and Firebase sent the verification mail): the
 * session, and the customer record with the name, the phone if left, and the moment each consent was given. Sent
 * again after a failure, it records the same thing once more, never a second customer.
 */
export const completeRegistration = createServerFn({ method: 'POST' })
  .validator(
    validInput(
      z
        .object({
          idToken: z.string().check(z.minLength(1), z.maxLength(8192)),
          name: nameSchema,
          ...phoneFields,
          termsAccepted: z.literal(true),
          privacyAccepted: z.literal(true),
          marketingOptIn: z.boolean(),
        })
        .check(phoneConsentGiven),
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
        phone: storedPhone(data.phone),
        consents: { termsAcceptedAt: now, privacyAcceptedAt: now, phoneAcceptedAt: data.phoneConsent ? now : null, marketingOptIn: data.marketingOptIn },
      })
    } catch (error) {
      console.error('[auth] recording a new customer failed', error)
      // Not signed in without the consents on record: the visitor sends the form again.
      clearSessionCookie()
      return { ok: false as const, code: 'register/not-recorded', message: authErrorMessage('register/not-recorded', 'register') }
    }
    return { ok: true as const }
  })
