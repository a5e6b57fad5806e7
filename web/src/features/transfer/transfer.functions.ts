import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { limitConsumerWrite } from '~/features/security/write-limit.server'
import { validInput } from '~/features/input/invalid-input'
import { acceptDevice, offerMyDevice, withdrawMyOffer } from './transfer.server'

const byId = z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) })

// Writes count against the consumer's shared write limit, as every form post does.
export const offerTransfer = createServerFn({ method: 'POST' })
  .validator(validInput(byId))
  .handler(async ({ data }) => (await limitConsumerWrite()) ?? offerMyDevice(data.id))

export const withdrawTransfer = createServerFn({ method: 'POST' })
  .validator(validInput(byId))
  .handler(async ({ data }) => (await limitConsumerWrite()) ?? withdrawMyOffer(data.id))

export const acceptTransfer = createServerFn({ method: 'POST' })
  .validator(validInput(z.object({ code: z.string().max(40) })))
  .handler(async ({ data }) => (await limitConsumerWrite()) ?? acceptDevice(data.code))
