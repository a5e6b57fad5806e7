import type { Payload } from 'payload'
import type { Media, Product } from '@/payload-types'
import { type Created, ensure } from '../ensure'
import { bannerImage, deviceImage, type ImageFile } from '../images'

const productSeeds = [
  {
    code: 'VP-AIR',
    name: '바포레 에어',
    warrantyMonths: 12,
    tradeInEligible: true,
    hasAuthCode: false,
    releasedOn: '2024-03-01T00:00:00.000Z',
    colours: ['#c9ced6', '#f5f7fa'],
    slim: false,
  },
  {
    code: 'VP-PRO',
    name: '바포레 프로',
    warrantyMonths: 24,
    tradeInEligible: true,
    hasAuthCode: true,
    releasedOn: '2025-05-15T00:00:00.000Z',
    colours: ['#1f2a38', '#4a5a70'],
    slim: false,
  },
  {
    code: 'VP-MINI',
    name: '바포레 미니',
    warrantyMonths: 6,
    tradeInEligible: false,
    hasAuthCode: false,
    releasedOn: '2025-09-01T00:00:00.000Z',
    colours: ['#b5838d', '#e5989b'],
    slim: true,
  },
] as const

/** The models the seed makes: the history is theirs, whatever else a database holds. */
export const seededProductCodes: string[] = productSeeds.map(({ code }) => code)

/** An image identified by its alt text, uploaded once. */
export const ensureImage = (payload: Payload, created: Created, alt: string, draw: () => Promise<ImageFile>): Promise<Media> =>
  ensure(payload, created, 'media', { alt: { equals: alt } }, async () => payload.create({ collection: 'media', data: { alt }, file: await draw() }))

export async function seedProducts(payload: Payload, created: Created): Promise<Map<string, Product>> {
  const products = new Map<string, Product>()
  for (const { code, name, colours, slim, ...rest } of productSeeds) {
    const product = await ensure(payload, created, 'products', { code: { equals: code } }, async () => {
      const image = await ensureImage(payload, created, `${name} 본체`, () => deviceImage(`seed-${code.toLowerCase()}`, colours[0], colours[1], slim))
      return payload.create({ collection: 'products', data: { code, name, image: image.id, ...rest } })
    })
    products.set(code, product)
  }
  return products
}

/** The share image the `site` settings use for link previews. */
export const seedShareImage = (payload: Payload, created: Created) =>
  ensureImage(payload, created, 'VAPORE 공유 이미지', () => bannerImage('seed-share', '#22333b', '#5e6472', 1200, 630))
