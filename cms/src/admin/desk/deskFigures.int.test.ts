// The desk's figures on the real database: which requests each tile counts (Korean days), the
// open ones per shop, and that each tile's link opens a list under the same filter.
import type { Payload, Where } from 'payload'
import { parse } from 'qs-esm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Product, Shop } from '@/payload-types'
import { createProduct, createShop, fileServiceRequest } from '@/test/fixtures'
import { testPayload } from '@/test/payload'
import { deskFigures, deskKinds, openByShop, type TileKey, tileWheres, visitsTodayByShop } from './deskFigures'

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
      const { docs } = await payload.find({ collection: 'service-requests', where: { and: [wheres[key]!, { id: { in: ids } }] }, depth: 0, pagination: false })
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

  it('counts the visits booked for today by the Korean day, open ones only, and per shop, each a link in the day’s order', async () => {
    const visited = await createShop(payload, ['service'])
    const book = async (visitAt: string, status?: 'received' | 'completed') => {
      const id = await request(hoursBefore(20), { shop: visited, status })
      // The booked time as the customer's booking leaves it (the field is theirs to set, within the shop's slots).
      await payload.db.updateOne({ collection: 'service-requests', id, data: { visitAt } })
      return id
    }
    const morning = await book('2026-11-24T02:00:00Z') // 11:00 in Seoul today
    const evening = await book('2026-11-24T09:30:00Z', 'received') // 18:30 today, the device already in
    const tomorrow = await book('2026-11-24T16:00:00Z') // 01:00 tomorrow in Seoul, the same UTC date
    const lastNight = await book('2026-11-23T14:00:00Z') // 23:00 yesterday in Seoul
    const closed = await book('2026-11-24T05:00:00Z', 'completed')

    const held = await tilesHolding([morning, evening, tomorrow, lastNight, closed])
    expect(held['visits-today']).toEqual([morning, evening].sort((a, b) => a - b))
    expect((await visitsTodayByShop(payload, service, NOW, 10_000)).find((row) => row.id === visited.id)?.count).toBe(2)
    const section = (await deskFigures(payload, NOW)).find((each) => each.collection === 'service-requests')!
    // No other test books a visit on this test's day: the shop is on the dashboard, its link that shop's visits in time order.
    const row = section.visitsToday.find((each) => each.name === visited.name)!
    expect(row.count).toBe(2)
    const [, query] = row.href.split('?')
    const { where, sort } = parse(query!, { depth: 10 }) as { where: Where; sort: string }
    expect(sort).toBe('visitAt')
    expect((await payload.find({ collection: 'service-requests', where, sort, depth: 0 })).docs.map((doc) => doc.id)).toEqual([morning, evening])
  })

  it('counts open requests per shop, the mail-in ones on their own row, each a link to that list', async () => {
    const busy = await createShop(payload, ['service'])
    await Promise.all([request(hoursBefore(2), { shop: busy }), request(hoursBefore(3), { shop: busy, status: 'received' })])
    await request(hoursBefore(4), { shop: busy, status: 'completed' })
    await request(hoursBefore(5), { shop: null })

    const sections = await deskFigures(payload, NOW)
    const section = sections.find((each) => each.collection === 'service-requests')!
    expect(section.tiles.map((tile) => tile.key)).toEqual(['new-today', 'due-today', 'visits-today', 'waiting', 'late'])
    expect(sections.find((each) => each.collection === 'trade-ins')!.tiles.map((tile) => tile.key)).toEqual(['new-today', 'due-today', 'waiting', 'late'])
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
