import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { limitConsumerWrite } from '~/features/security/write-limit.server'
import { validInput } from '~/features/input/invalid-input'
import { cancelMyRequest, changeMyShop } from '~/features/requests/changes.server'
import { readMyRequest, readMyRequests, readServiceForm, readServiceStart, serviceShops } from './service.server'

const privately = () => setResponseHeader('Cache-Control', 'private, no-store')
const byId = z.object({ id: z.number().int().positive() })

export const getServiceStart = createServerFn({ method: 'GET' }).handler(() => {
  privately()
  return readServiceStart()
})

export const getServiceForm = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ serialNumber: z.string().min(1).max(64), program: z.number().int().positive().optional() })))
  .handler(({ data }) => {
    privately()
    return readServiceForm(data.serialNumber, data.program)
  })

export const getMyRequests = createServerFn({ method: 'GET' }).handler(() => {
  privately()
  return readMyRequests()
})

export const getMyRequest = createServerFn({ method: 'GET' })
  .validator(validInput(byId))
  .handler(({ data }) => {
    privately()
    return readMyRequest(data.id, { conversation: true })
  })

/** The request and the shops to move it to, for /user/service/shop/{id}. */
export const getShopChoice = createServerFn({ method: 'GET' })
  .validator(validInput(byId))
  .handler(async ({ data }) => {
    privately()
    const request = await readMyRequest(data.id)
    return request ? { request, shops: await serviceShops() } : null
  })

// Writes count against the consumer's shared write limit, as every form post does.
export const cancelRequest = createServerFn({ method: 'POST' })
  .validator(validInput(byId))
  .handler(async ({ data }) => (await limitConsumerWrite()) ?? cancelMyRequest(data.id))

export const moveRequestToShop = createServerFn({ method: 'POST' })
  .validator(validInput(z.object({ id: z.number().int().positive(), shop: z.number().int().positive() })))
  .handler(async ({ data }) => (await limitConsumerWrite()) ?? changeMyShop(data.id, data.shop))
