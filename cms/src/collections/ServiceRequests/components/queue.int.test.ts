// The staff queue's figures on the real database: counts per status and the oldest open requests,
// under a filter, with the late ones marked.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Product, Shop } from '@/payload-types'
import { createProduct, createShop, customerOf, registerDevice } from '@/test/fixtures'
import { signUpConsumer } from '@/test/firebase'
import { testPayload } from '@/test/payload'
import { LATE_AFTER_HOURS, queueFigures } from './queue'

describe('A/S queue figures', () => {
  let payload: Payload
  let product: Product
  let shop: Shop
  let otherShop: Shop

  beforeAll(async () => {
    payload = await testPayload()
    product = await createProduct(payload, { warrantyMonths: 12 })
    ;[shop, otherShop] = await Promise.all([createShop(payload, ['service']), createShop(payload, ['service'])])
  })

  async function request(at: Shop, hoursAgo: number, status?: 'received' | 'cancelled') {
    const customer = await customerOf(await signUpConsumer())
    const device = await registerDevice(payload, customer, product)
    const doc = await payload.create({
      collection: 'service-requests',
      data: {
        device: device.id,
        customer: customer.id,
        symptom: 'power',
        description: '전원이 켜지지 않습니다.',
        method: 'visit',
        shop: at.id,
        status: 'requested',
      },
    })
    if (status) await payload.update({ collection: 'service-requests', id: doc.id, data: { status } })
    // As if filed `hoursAgo` hours ago (createdAt is Payload's own, set below the API).
    const createdAt = new Date(Date.now() - hoursAgo * 3_600_000).toISOString()
    await payload.db.updateOne({ collection: 'service-requests', id: doc.id, data: { createdAt } })
    return doc.id
  }

  it('counts each status and lists the open requests oldest first, late ones marked, for one shop', async () => {
    const late = await request(shop, LATE_AFTER_HOURS + 5)
    const received = await request(shop, 30, 'received')
    const fresh = await request(shop, 1)
    await request(shop, 200, 'cancelled')
    await request(otherShop, 500)

    const { counts, oldest } = await queueFigures(payload, { and: [{ shop: { equals: shop.id } }] })
    expect(Object.fromEntries(counts.map(({ status, count }) => [status, count]))).toMatchObject({ requested: 2, received: 1, cancelled: 1, completed: 0 })
    expect(oldest.map((row) => row.id)).toEqual([late, received, fresh])
    expect(oldest.map((row) => row.late)).toEqual([true, false, false])
    expect(oldest[0]).toMatchObject({ shop: shop.name, symptom: 'power', method: 'visit', inWarranty: true })
  })
})
