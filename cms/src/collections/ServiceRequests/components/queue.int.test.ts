// The staff queue's figures on the real database: counts per status and the oldest open requests,
// under a filter, with the late ones marked.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Product, Shop } from '@/payload-types'
import { createProduct, createShop, fileServiceRequest } from '@/test/fixtures'
import { testPayload } from '@/test/payload'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { serviceFlow } from '@/shared/service-request-flow'
import { openStatuses } from '@/shared/workflow'
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
    const doc = await fileServiceRequest(payload, product, at)
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

  it('marks late by the promised day when staff set one: a past day is late however new the request, a coming one is not however old', async () => {
    const ownShop = await createShop(payload, ['service'])
    const day = 86_400_000
    const broken = await request(ownShop, 2)
    const kept = await request(ownShop, LATE_AFTER_HOURS + 30)
    await payload.update({ collection: 'service-requests', id: broken, data: { promisedOn: new Date(Date.now() - day).toISOString() } })
    await payload.update({ collection: 'service-requests', id: kept, data: { promisedOn: new Date(Date.now() + 2 * day).toISOString() } })

    const { oldest } = await queueFigures(payload, { and: [{ shop: { equals: ownShop.id } }] })
    expect(oldest.map((row) => [row.id, row.late])).toEqual([
      [kept, false],
      [broken, true],
    ])
    expect(oldest[1]!.promisedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('finds the oldest open requests through the index of open ones (migration 20261123_094500), whose condition is the open statuses of the flow', async () => {
    const pool = (payload.db as unknown as PostgresAdapter).pool
    const client = await pool.connect()
    try {
      // On a table this small a scan would do; what is checked is that the index answers this question.
      await client.query('BEGIN; SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off')
      const { rows } = await client.query(
        'EXPLAIN SELECT id FROM service_requests WHERE status = ANY($1::enum_service_requests_status[]) ORDER BY created_at LIMIT 15',
        [openStatuses(serviceFlow)],
      )
      expect(rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n')).toContain('service_requests_open_created_at_idx')
    } finally {
      await client.query('ROLLBACK')
      client.release()
    }
  })

  it('counts the whole queue from the table the triggers keep (migration 20261123_095000), as counting the requests would', async () => {
    const moved = await request(shop, 3)
    await payload.update({ collection: 'service-requests', id: moved, data: { status: 'received', statusNote: '접수했습니다.' } as never })
    await payload.update({ collection: 'service-requests', id: moved, data: { staffNotes: '상태는 그대로입니다.' } })
    await payload.delete({ collection: 'service-requests', id: await request(otherShop, 2) })

    const { counts } = await queueFigures(payload, undefined)
    // Counted and kept, in one snapshot: other test files may file requests meanwhile.
    const client = await (payload.db as unknown as PostgresAdapter).pool.connect()
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ')
      const counted = await client.query('SELECT status, count(*)::int AS count FROM service_requests GROUP BY status ORDER BY status')
      const kept = await client.query('SELECT status, count::int AS count FROM service_request_counts WHERE count <> 0 ORDER BY status')
      expect(kept.rows).toEqual(counted.rows)
    } finally {
      await client.query('ROLLBACK')
      client.release()
    }
    expect(counts.find((row) => row.status === 'received')!.count).toBeGreaterThan(0)
  })
})
