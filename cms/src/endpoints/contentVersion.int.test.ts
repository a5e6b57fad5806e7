import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
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
