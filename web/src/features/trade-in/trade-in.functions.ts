import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { validInput } from '~/features/input/invalid-input'
import { getPublishedTradeInEvents } from './event.server'
import { withPhase } from './phase'

/** /trade-in/{tradeEventId}: a published event with where it stands today, else the 404 screen. */
export const getTradeInEvent = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) })))
  .handler(async ({ data }) => {
    const event = (await getPublishedTradeInEvents()).get(data.id)
    if (!event) throw notFound()
    return withPhase(event)
  })
