// The desk's figures on the real database: which requests each tile counts (Korean days), the
// open ones per shop, and that each tile's link opens a list under the same filter.
import type { Payload, Where } from 'payload'
import { parse } from 'qs-esm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Product, Shop } from '@/payload-types'
import { createProduct, createShop, fileServiceRequest } from '@/test/fixtures'
import { testPayload } from '@/test/payload'
import { deskFigures, deskKinds, openByShop, type TileKey, tileWheres } from './deskFigures'

// 10:00 in Seoul on 24 November: the Korean day began at 15:00 UTC the day before.
const NOW = new Date('2026-11-24T01:00:00Z')
const STEPS_TO = { received: ['received'], 'in-repair': ['received', 'in-repair'], completed: ['received', 'in-repair', 'completed'] } as const
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString()

describe('the desk dashboard', () => {
  let payload: Payload
  let product: Product
  let shop: Shop
  const service = deskKinds.find((kind) => kind.collection === 'service-requests')!

  beforeAll(async () => {
    payload = await testPayload()
    product = await createProduct(payload, { warrantyMonths: 12 })
    shop = await createShop(payload, ['service'])
  })

  async function request(createdAt: string, options: { status?: 'received' | 'in-repair' | 'completed'; promisedOn?: string; shop?: Shop | null } = {}) {
    const doc = await fileServiceRequest(payload, product, options.shop === undefined ? shop : options.shop)
    for (const status of options.status ? STEPS_TO[options.status] : []) await payload.update({ collection: 'service-requests', id: doc.id, data: { status } })
    await payload.db.updateOne({ collection: 'service-requests', id: doc.id, data: { createdAt, promisedOn: options.promisedOn ?? null } })
    return doc.id
  }

  const tilesHolding = async (ids: number[]) => {
    const wheres = tileWheres(service, NOW)
    const held: Partial<Record<TileKey, number[]>> = {}
    for (const key of Object.keys(wheres) as TileKey[]) {
      const { docs } = await payload.find({ collection: 'service-requests', where: { and: [wheres[key], { id: { in: ids } }] }, depth: 0, pagination: false })
      held[key] = docs.map((doc) => doc.id).sort((a, b) => a - b)
    }
    return held
  }

  it('counts by the Korean day: filed today, promised for today, waiting on the customer, and late', async () => {
    // 09:00 in Seoul today, and 23:00 in Seoul yesterday (14:00 UTC, the same UTC date as now).
    const filedToday = await request(hoursBefore(1))
    const filedLastNight = await request(hoursBefore(11), { status: 'received' })
    const dueToday = await request(hoursBefore(30), { status: 'in-repair', promisedOn: '2026-11-24T03:00:00Z' })
    const dueTomorrow = await request(hoursBefore(30), { status: 'in-repair', promisedOn: '2026-11-24T15:00:00Z' })
    const pastPromise = await request(hoursBefore(30), { status: 'received', promisedOn: '2026-11-23T03:00:00Z' })
    const oldUnpromised = await request(hoursBefore(100), { status: 'received' })
    const doneLate = await request(hoursBefore(200), { status: 'completed', promisedOn: '2026-11-20T03:00:00Z' })

    const held = await tilesHolding([filedToday, filedLastNight, dueToday, dueTomorrow, pastPromise, oldUnpromised, doneLate])
    expect(held['new-today']).toEqual([filedToday])
    expect(held['due-today']).toEqual([dueToday])
    expect(held.waiting).toEqual([filedToday])
    expect(held.late).toEqual([pastPromise, oldUnpromised].sort((a, b) => a - b))
  })

  it('counts open requests per shop, the mail-in ones on their own row, each a link to that list', async () => {
    const busy = await createShop(payload, ['service'])
    await Promise.all([request(hoursBefore(2), { shop: busy }), request(hoursBefore(3), { shop: busy, status: 'received' })])
    await request(hoursBefore(4), { shop: busy, status: 'completed' })
    await request(hoursBefore(5), { shop: null })

    const sections = await deskFigures(payload, NOW)
    const section = sections.find((each) => each.collection === 'service-requests')!
    expect(section.tiles.map((tile) => tile.key)).toEqual(['new-today', 'due-today', 'waiting', 'late'])
    // Among the ten busiest only if the test database is small: counted with room for every shop.
    expect((await openByShop(payload, service, 10_000)).find((row) => row.id === busy.id)?.count).toBe(2)
    const mailIn = section.shops.find((row) => row.name === '매장 없음(택배 접수)')
    expect(mailIn?.count).toBeGreaterThanOrEqual(1)

    // A link is the admin list under the tile's own filter.
    const late = section.tiles.find((tile) => tile.key === 'late')!
    const [path, query] = late.href.split('?')
    expect(path).toBe('/admin/collections/service-requests')
    const where = parse(query!, { depth: 10 }).where as Where
    expect((await payload.count({ collection: 'service-requests', where })).totalDocs).toBe(late.count)
  })
})
