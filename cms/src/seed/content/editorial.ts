import type { Payload } from 'payload'
import type { Post, Product, TradeInEvent } from '@/payload-types'
import { type Created, ensure } from '../ensure'
import { bannerImage } from '../images'
import { richText } from '../lexical'
import { ensureImage } from './catalog'
import { postSeeds, type SeedImages } from './posts'
import { shopSeeds } from './shops'

const DAY = 24 * 60 * 60 * 1000
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString()

export async function seedShops(payload: Payload, created: Created) {
  for (const shop of shopSeeds) {
    await ensure(payload, created, 'shops', { name: { equals: shop.name } }, () => payload.create({ collection: 'shops', data: shop }))
  }
}

/** The five posts, published; returns them by key (the warranty policy is `warranty`). */
export async function seedPosts(payload: Payload, created: Created): Promise<Map<string, Post>> {
  const posts = new Map<string, Post>()
  for (const { key, colours, content, ...post } of postSeeds) {
    const doc = await ensure(payload, created, 'posts', { title: { equals: post.title } }, async () => {
      const hero = await ensureImage(payload, created, `${post.title} 대표 이미지`, () => bannerImage(`seed-post-${key}`, colours[0], colours[1]))
      const text = typeof content === 'function' ? content(await seedImages(payload)) : content
      return payload.create({ collection: 'posts', data: { ...post, content: text, heroImage: hero.id, _status: 'published' } })
    })
    posts.set(key, doc)
  }
  return posts
}

/** Images the posts' text shows; seedProducts made them. */
async function seedImages(payload: Payload): Promise<SeedImages> {
  const { docs } = await payload.find({ collection: 'media', where: { alt: { equals: '바포레 에어 본체' } }, limit: 1, depth: 0 })
  if (!docs[0]) throw new Error('seed: the product images must be seeded before the posts')
  return { air: docs[0].id }
}

export const seedKoreaPage = (payload: Payload, created: Created) =>
  ensure(payload, created, 'pages', { slug: { equals: 'korea' } }, () =>
    payload.create({
      collection: 'pages',
      data: {
        _status: 'published',
        slug: 'korea',
        title: '바포레 코리아',
        description: '서울에서 시작한 독립 전자담배 브랜드, 바포레를 소개합니다.',
        content: richText(
          '바포레는 2019년 서울 마포에서 시작한 독립 전자담배 브랜드입니다. 기기 설계부터 품질 검사, A/S까지 국내에서 직접 책임집니다.',
          { h2: '국내 정식 유통' },
          '바포레 공식 기기는 직영점과 협력점, 공식 온라인 스토어에서만 판매합니다. 정품 등록을 하면 보증과 보상 판매 혜택을 받을 수 있습니다.',
          { h2: '서비스센터' },
          '서울 용산과 대전에 서비스센터가 있으며, 전국 직영점에서도 A/S를 접수합니다.',
        ),
      },
    }),
  )

/** A running trade-in event (two weeks in, two months to go) for the models that qualify. */
export const seedTradeInEvent = (payload: Payload, created: Created, products: Map<string, Product>): Promise<TradeInEvent> =>
  ensure(payload, created, 'trade-in-events', { title: { equals: '2026 겨울 보상 판매' } }, async () => {
    const banner = await ensureImage(payload, created, '2026 겨울 보상 판매 배너', () => bannerImage('seed-trade-in', '#1b4332', '#95d5b2'))
    return payload.create({
      collection: 'trade-in-events',
      data: {
        title: '2026 겨울 보상 판매',
        summary: '쓰던 바포레 에어·프로를 보내고 새 기기 구입 보상금을 받으세요.',
        banner: banner.id,
        startsAt: daysFromNow(-14),
        endsAt: daysFromNow(60),
        eligibleProducts: [
          { product: products.get('VP-AIR')!.id, credit: 30_000, creditB: 20_000, creditC: 5_000 },
          { product: products.get('VP-PRO')!.id, credit: 50_000, creditB: 35_000, creditC: 10_000 },
        ],
        perCustomerLimit: 1,
        payoutMethod: 'store-credit',
        payoutDays: 3,
        terms: richText({
          ul: [
            '정품 등록된 기기만 참여할 수 있습니다.',
            '1인당 1대까지 참여할 수 있습니다.',
            '기기 상태 확인 결과에 따라 보상금이 달라질 수 있습니다.',
            '보상금은 바포레 공식 온라인 스토어 적립금으로 지급합니다.',
          ],
        }),
        _status: 'published',
      },
    })
  })

/** Internal (to a post or page) and external redirects, permanent and temporary. */
export async function seedRedirects(payload: Payload, created: Created, warrantyPost: Post, event: TradeInEvent) {
  const korea = await payload.find({ collection: 'pages', where: { slug: { equals: 'korea' } }, limit: 1, depth: 0 })
  const redirects = [
    {
      from: '/posts/warranty-policy',
      to: { type: 'reference' as const, reference: { relationTo: 'posts' as const, value: warrantyPost.id } },
      type: '301' as const,
    },
    { from: '/warranty', to: { type: 'reference' as const, reference: { relationTo: 'posts' as const, value: warrantyPost.id } }, type: '302' as const },
    { from: '/about', to: { type: 'reference' as const, reference: { relationTo: 'pages' as const, value: korea.docs[0].id } }, type: '301' as const },
    { from: '/event', to: { type: 'custom' as const, url: `/trade-in/${event.id}` }, type: '302' as const },
    { from: '/store', to: { type: 'custom' as const, url: 'https://smartstore.naver.com/vapore' }, type: '302' as const },
  ]
  for (const redirect of redirects) {
    await ensure(payload, created, 'redirects', { from: { equals: redirect.from } }, () => payload.create({ collection: 'redirects', data: redirect }))
  }
}
