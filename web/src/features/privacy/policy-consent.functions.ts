import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { POLICY_KINDS } from '@storefront/rules/policy-version'
import { limitConsumerWrite } from '~/features/security/write-limit.server'
import { validInput } from '~/features/input/invalid-input'
import { agreeToPolicies, myPoliciesToAgree } from './policy-consent.server'

export const getPoliciesToAgree = createServerFn({ method: 'GET' }).handler(() => {
  setResponseHeader('Cache-Control', 'private, no-store')
  return myPoliciesToAgree()
})

/** Sent twice, the second records nothing new: the same version agreed keeps its first time. */
export const agreeToChangedPolicies = createServerFn({ method: 'POST' })
  .validator(validInput(z.object({ kinds: z.array(z.enum(POLICY_KINDS)).min(1).max(2) })))
  .handler(async ({ data }) => (await limitConsumerWrite()) ?? agreeToPolicies(data.kinds))
