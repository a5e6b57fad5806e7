import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { limitConsumerWrite } from '~/features/security/write-limit.server'
import { validInput } from '~/features/input/invalid-input'
import { readMyTradeInEvent } from './my-event.server'
import { cancelMyTradeIn } from '~/features/requests/changes.server'
import { readMyTradeIn, readMyTradeIns } from './my-trade-ins.server'
import { readTradeInForm } from './request.server'

const byId = z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) })

/** /trade-in/view/{tradeId}: mine, never shared (private, no-store). */
export const getMyTradeIn = createServerFn({ method: 'GET' })
  .validator(validInput(byId))
  .handler(({ data }) => {
    setResponseHeader('Cache-Control', 'private, no-store')
    return readMyTradeIn(data.id)
  })

/** My page: my trade-ins and the running events; private, no-store. */
export const getMyTradeIns = createServerFn({ method: 'GET' }).handler(() => {
  setResponseHeader('Cache-Control', 'private, no-store')
  return readMyTradeIns()
})

/** Counted against the consumer's shared write limit, as every form post is. */
export const cancelTradeIn = createServerFn({ method: 'POST' })
  .validator(validInput(byId))
  .handler(async ({ data }) => (await limitConsumerWrite()) ?? cancelMyTradeIn(data.id))

/** /trade-in/{id}/me: my devices against the event and my trade-ins in it; private, no-store. */
export const getMyTradeInEvent = createServerFn({ method: 'GET' })
  .validator(validInput(byId))
  .handler(({ data }) => {
    setResponseHeader('Cache-Control', 'private, no-store')
    return readMyTradeInEvent(data.id)
  })

/** /trade-in/{id}/request/{serial}: the form for my own device, a fresh idempotency key each visit. */
export const getTradeInForm = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ id: byId.shape.id, serialNumber: z.string().min(1).max(64) })))
  .handler(({ data }) => {
    setResponseHeader('Cache-Control', 'private, no-store')
    return readTradeInForm(data.id, data.serialNumber)
  })
