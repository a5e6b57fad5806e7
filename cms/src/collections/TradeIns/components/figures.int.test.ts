import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createProduct, createTradeInEvent, customerOf, registerDevice } from '@/test/fixtures'
import { signUpConsumer } from '@/test/firebase'
import { testPayload } from '@/test/payload'
import { tradeInFigures } from './figures'

const DAY = 24 * 60 * 60 * 1000
const condition = { exterior: 'clean' as const, powersOn: true, accessories: true }

describe('trade-in figures for staff', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await testPayload()
  })

  it('counts each status of one event and sums the credit granted and still expected', async () => {
    const product = await createProduct(payload)
    const event = await createTradeInEvent(payload, product, {
      title: '집계 테스트',
      endsAt: new Date(Date.now() + DAY).toISOString(),
      perCustomerLimit: 5,
      credit: 30_000,
    })
    const customer = await customerOf(await signUpConsumer())
    const file = async () => {
      const device = await registerDevice(payload, customer, product)
      return payload.create({ collection: 'trade-ins', data: { event: event.id, device: device.id, condition, method: 'mail' } as never })
    }
    const [done, , cancelled] = [await file(), await file(), await file()]
    for (const status of ['approved', 'device-received', 'completed'] as const) {
      await payload.update({ collection: 'trade-ins', id: done.id, data: { status, ...(status === 'completed' && { creditGranted: 25_000 }) } })
    }
    await payload.update({ collection: 'trade-ins', id: cancelled.id, data: { status: 'cancelled' } })

    const [figures, ...others] = await tradeInFigures(payload, { event: { equals: event.id } })
    expect(others).toEqual([])
    expect(figures).toMatchObject({ event: { id: event.id, title: '집계 테스트' }, granted: 25_000, expected: 30_000 })
    expect(figures!.counts).toMatchObject({ requested: 1, completed: 1, cancelled: 1, approved: 0 })
  })
})
