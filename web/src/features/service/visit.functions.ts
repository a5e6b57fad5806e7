import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { limitConsumerWrite } from '~/features/security/write-limit.server'
import { validInput } from '~/features/input/invalid-input'
import { bookMyVisit, readVisitChoice } from './visit.server'

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** My request and the places left in its shop's slots: asked afresh each time, as places go. */
export const getVisitChoice = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ id })))
  .handler(({ data }) => {
    setResponseHeader('Cache-Control', 'private, no-store')
    return readVisitChoice(data.id)
  })

/** Books my visit for a slot, or drops my booking (null). */
export const bookVisit = createServerFn({ method: 'POST' })
  .validator(validInput(z.object({ id, visitAt: z.iso.datetime().nullable() })))
  .handler(async ({ data }) => (await limitConsumerWrite()) ?? bookMyVisit(data.id, data.visitAt))
