import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { limitConsumerWrite } from '~/features/security/write-limit.server'
import { validInput } from '~/features/input/invalid-input'
import { answerEstimateByLink, answerMyEstimate, readEstimateByLink } from './estimate.server'

const answer = z.enum(['approved', 'declined'])
// A signed link's token: a JWT (base64url parts joined by dots), checked by the CMS.
const token = z.string().min(1).max(600)

/** My answer to my request's estimate, on its page: a write of mine like any other. */
export const answerEstimate = createServerFn({ method: 'POST' })
  .validator(validInput(z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), nonce: z.string().min(1).max(64), answer })))
  .handler(async ({ data }) => (await limitConsumerWrite()) ?? answerMyEstimate(data.id, data.nonce, data.answer))

/** /service/estimate?token=…: the estimate the mail's link names; never kept by a shared cache. */
export const getEstimateByLink = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ token })))
  .handler(({ data }) => {
    setResponseHeader('Cache-Control', 'private, no-store')
    return readEstimateByLink(data.token)
  })

/** The answer from the mail's link, signed in or not (the CMS limits it per client). */
export const answerByLink = createServerFn({ method: 'POST' })
  .validator(validInput(z.object({ token, answer })))
  .handler(({ data }) => answerEstimateByLink(data.token, data.answer))
