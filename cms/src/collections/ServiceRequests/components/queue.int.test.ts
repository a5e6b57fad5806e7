// The staff queue's figures on the real database: counts per status and the open requests to take
// first, under a filter and a search, with the late ones marked.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Product, Shop } from '@/payload-types'
import { createProduct, createShop, fileServiceRequest } from '@/test/fixtures'
import { testPayload } from '@/test/payload'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { serviceFlow } from '@storefront/rules/service-request-flow'
import { openStatuses } from '@storefront/rules/workflow'
import { LATE_AFTER_HOURS, queueFigures, whereFromParams } from './queue'

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

  it('counts each status and lists the open requests, the late one first, then the longest waiting, for one shop', async () => {
    const late = await request(shop, LATE_AFTER_HOURS + 5)
    const received = await request(shop, 30, 'received')
    const fresh = await request(shop, 1)
    await request(shop, 200, 'cancelled')
    await request(otherShop, 500)

    const { counts, first } = await queueFigures(payload, { and: [{ shop: { equals: shop.id } }] })
    expect(Object.fromEntries(counts.map(({ status, count }) => [status, count]))).toMatchObject({ requested: 2, received: 1, cancelled: 1, completed: 0 })
    expect(first.map((row) => row.id)).toEqual([late, received, fresh])
    expect(first.map((row) => row.late)).toEqual([true, false, false])
    expect(first[0]).toMatchObject({ shop: shop.name, symptom: 'power', method: 'visit', inWarranty: true })
  })

  it('marks late by the promised day when staff set one, and puts it first: a past day is late however new the request, a coming one is not however old', async () => {
    const ownShop = await createShop(payload, ['service'])
    const day = 86_400_000
    const broken = await request(ownShop, 2)
    const kept = await request(ownShop, LATE_AFTER_HOURS + 30)
    await payload.update({ collection: 'service-requests', id: broken, data: { promisedOn: new Date(Date.now() - day).toISOString() } })
    await payload.update({ collection: 'service-requests', id: kept, data: { promisedOn: new Date(Date.now() + 2 * day).toISOString() } })

    const { first } = await queueFigures(payload, { and: [{ shop: { equals: ownShop.id } }] })
    expect(first.map((row) => [row.id, row.late])).toEqual([
      [broken, true],
      [kept, false],
    ])
    expect(first[0]!.promisedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('orders by urgency with more open than it shows: late ones (longest overdue first), the nearest promised day, then the longest waiting', async () => {
    const ownShop = await createShop(payload, ['service'])
    const day = 86_400_000
    const promise = (id: number, daysAhead: number) =>
      payload.update({ collection: 'service-requests', id, data: { promisedOn: new Date(Date.now() + daysAhead * day).toISOString() } })
    // Filed in this order, oldest first: a list by age alone would show the three oldest, none of them late by a promise.
    const waitingLongest = await request(ownShop, 60)
    const waiting = await request(ownShop, 50)
    const overdue = await request(ownShop, LATE_AFTER_HOURS + 28)
    const promisedSoon = await request(ownShop, 5)
    const promisedLater = await request(ownShop, 4)
    const brokenLongAgo = await request(ownShop, 3)
    await Promise.all([promise(promisedSoon, 1), promise(promisedLater, 3), promise(brokenLongAgo, -3)])

    const inShop = { and: [{ shop: { equals: ownShop.id } }] }
    const all = await queueFigures(payload, inShop)
    expect(all.first.map((row) => row.id)).toEqual([brokenLongAgo, overdue, promisedSoon, promisedLater, waitingLongest, waiting])
    const shown = await queueFigures(payload, inShop, { limit: 3 })
    expect(shown.first.map((row) => row.id)).toEqual([brokenLongAgo, overdue, promisedSoon])
  })

  it('counts and lists under the list’s search as well as its filter', async () => {
    const ownShop = await createShop(payload, ['service'])
    const [one, other] = [await request(ownShop, 10), await request(ownShop, 20)]
    const { number } = await payload.findByID({ collection: 'service-requests', id: one, depth: 0 })
    const where = whereFromParams({ 'where[and][0][shop][equals]': String(ownShop.id), search: ` ${number} ` })
    const { counts, first } = await queueFigures(payload, where)
    expect(first.map((row) => row.id)).toEqual([one])
    expect(counts.find((row) => row.status === 'requested')!.count).toBe(1)
    expect((await queueFigures(payload, whereFromParams({ 'where[and][0][shop][equals]': String(ownShop.id) }))).first.map((row) => row.id)).toEqual([
      other,
      one,
    ])
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
