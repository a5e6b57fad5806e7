import { randomUUID } from 'node:crypto'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CONTENT_VERSION_CHANNEL } from '@storefront/rules/content-push.server'
import { rest, testPayload } from '@/test/payload'

const version = async (): Promise<string> => {
  const response = await rest('/content-version')
  expect(response.headers.get('cache-control')).toBe('no-store')
  return (await response.json()).version
}

const shop = {
  name: '버전 확인 매장',
  kind: 'partner' as const,
  region: 'seoul' as const,
  district: '중구',
  address: '서울특별시 중구 세종대로 110',
  latitude: 37.5663,
  longitude: 126.9779,
}

describe('GET /api/content-version (docs/contract.md)', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await testPayload()
  })

  it('moves on every create, update and delete of public content, collections and globals alike', async () => {
    const seen = [await version()]
    const created = await payload.create({ collection: 'shops', data: shop })
    seen.push(await version())
    await payload.update({ collection: 'shops', id: created.id, data: { phone: '02-120-1234' } })
    seen.push(await version())
    await payload.delete({ collection: 'shops', id: created.id })
    seen.push(await version())
    await payload.updateGlobal({ slug: 'footer', data: { fixed: true } })
    seen.push(await version())
    expect(new Set(seen).size).toBe(seen.length)
  })

  it('stays put when only private data changes', async () => {
    const before = await version()
    const unique = randomUUID().slice(0, 8).toUpperCase()
    const product = await payload.create({
      collection: 'products',
      data: { name: '버전 확인 제품', code: `VERSION-${unique}`, warrantyMonths: 12, image: await anyMedia(payload) },
    })
    const afterProduct = await version()
    expect(afterProduct).not.toBe(before)
    await payload.create({ collection: 'serials', data: { serialNumber: `VERSION-${unique}`, product: product.id, status: 'available' } })
    expect(await version()).toBe(afterProduct)
  })
})

describe('NOTIFY content_version: the push storefronts listen for (docs/decisions/0025)', () => {
  let payload: Payload
  const listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
  const heard: string[] = []
  beforeAll(async () => {
    payload = await testPayload()
    await listener.connect()
    listener.on('notification', ({ channel, payload: version }) => {
      if (channel === CONTENT_VERSION_CHANNEL) heard.push(version ?? '')
    })
    await listener.query(`LISTEN ${CONTENT_VERSION_CHANNEL}`)
  })
  afterAll(() => listener.end())

  it('announces each committed public edit with the version the endpoint then answers', async () => {
    heard.length = 0
    await payload.updateGlobal({ slug: 'footer', data: { fixed: true } })
    const after = await version()
    await vi.waitFor(() => expect(heard).toContain(after))
  })

  it('announces nothing for an edit that is rolled back', async () => {
    const before = await version()
    heard.length = 0
    const req = { payload, transactionID: await payload.db.beginTransaction() } as Parameters<typeof payload.create>[0]['req']
    await payload.create({ collection: 'shops', data: { ...shop, name: '취소될 매장' }, req })
    await payload.db.rollbackTransaction(req!.transactionID!)
    // A committed edit after it: once that one is heard, the rolled-back one would have been too.
    await payload.updateGlobal({ slug: 'footer', data: { fixed: true } })
    const after = await version()
    await vi.waitFor(() => expect(heard).toContain(after))
    expect(heard).toEqual([after])
    expect(after).not.toBe(before)
  })
})

async function anyMedia(payload: Payload): Promise<number> {
  const { docs } = await payload.find({ collection: 'media', limit: 1 })
  if (docs[0]) return docs[0].id
  const sharp = (await import('sharp')).default
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: '테스트 이미지' },
    file: { data, mimetype: 'image/png', name: 'test.png', size: data.length },
  })
  return media.id
}
