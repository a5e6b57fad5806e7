import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { env } from '@/env'
import { firebaseAuth } from '@/lib/firebaseAdmin'
import { demoTotpSecret, staffLogin } from '@storefront/rules/staff-login'
import { restPost, testPayload } from '@/test/payload'
import { postSeeds, WARRANTY_POST_TITLE } from './content/posts'
import { shopSeeds } from './content/shops'
import { CUSTOMER_EMAIL } from './customer'
import { seed, type SeedOptions } from './index'
import { DEMO_DEVICE_SERIAL } from './serials'

const options: SeedOptions = {
  password: process.env.SEED_PASSWORD || 'storefront-demo',
  siteUrl: env.WEB_URL,
  firebaseAuth: firebaseAuth(),
  totpSecret: demoTotpSecret(),
}

const counted = [
  'users',
  'products',
  'shops',
  'posts',
  'pages',
  'trade-in-events',
  'surveys',
  'redirects',
  'serials',
  'media',
  'customers',
  'devices',
  'service-requests',
] as const

const snapshot = async (payload: Payload) => ({
  counts: Object.fromEntries(await Promise.all(counted.map(async (collection) => [collection, (await payload.count({ collection })).totalDocs]))),
  footer: await payload.findGlobal({ slug: 'footer' }),
  site: await payload.findGlobal({ slug: 'site' }),
  terms: await payload.findGlobal({ slug: 'terms' }),
})

describe('seed', () => {
  let payload: Payload
  let afterFirst: Awaited<ReturnType<typeof snapshot>>

  beforeAll(async () => {
    payload = await testPayload()
    await seed(payload, options)
    afterFirst = await snapshot(payload)
  })

  it('changes nothing when run again', async () => {
    expect(await seed(payload, options)).toEqual({ staffCreated: [], globalsWritten: [], customerCreated: false, created: {} })
    expect(await snapshot(payload)).toEqual(afterFirst)
  })

  it('writes the Korean footer business info and the two link groups', () => {
    const { footer } = afterFirst
    expect(footer.businessInfo?.map(({ label }) => label)).toEqual(['상호', '대표자', '주소', '전화', '이메일', '사업자등록번호', '개인정보 보호책임자'])
    expect(footer.businessInfo?.find(({ label }) => label === '주소')?.value).toMatch(/^서울특별시 /)
    expect(footer.shortcuts.links?.map(({ url }) => url)).toEqual(['/', '/device/register', '/shops'])
    expect(footer.service.links?.map(({ label }) => label)).toEqual(['A/S 신청', '보증 정책'])
    expect(footer.copyrightYear).toBe(2023)
  })

  it('writes the site settings with the storefront URL', () => {
    expect(afterFirst.site).toMatchObject({ brandName: 'VAPORE', siteUrl: env.WEB_URL })
    expect(afterFirst.site.kakaoChannelUrl).toMatch(/^https:\/\/pf\.kakao\.com\//)
  })

  it.each([
    ['admin@storefront.test', 'admin'],
    ['manager@storefront.test', 'manager'],
    ['staff@storefront.test', 'staff'],
  ])('creates %s with role %s, the demo password and the demo authenticator secret', async (email, role) => {
    const { user } = await staffLogin(restPost(), { email, password: options.password, totpSecret: options.totpSecret! })
    expect((user as { role?: string }).role).toBe(role)
  })

  it('creates the demo customer in the Auth Emulator', async () => {
    const customer = await firebaseAuth().getUserByEmail(CUSTOMER_EMAIL)
    expect(customer.emailVerified).toBe(true)
  })

  it('re-links the demo customer when the emulator lost its users, and drops copies that own nothing', async () => {
    const auth = firebaseAuth()
    await auth.deleteUser((await auth.getUserByEmail(CUSTOMER_EMAIL)).uid)
    await payload.create({ collection: 'customers', data: { firebaseUid: 'copy-from-an-older-seed', email: CUSTOMER_EMAIL, provider: 'password' } })

    await seed(payload, options)

    const { uid } = await auth.getUserByEmail(CUSTOMER_EMAIL)
    const { docs: customers } = await payload.find({ collection: 'customers', where: { email: { equals: CUSTOMER_EMAIL } }, depth: 0 })
    expect(customers.map(({ firebaseUid }) => firebaseUid)).toEqual([uid])
    const { docs: devices } = await payload.find({ collection: 'devices', where: { serialNumber: { equals: DEMO_DEVICE_SERIAL } }, depth: 0 })
    expect(devices[0].customer).toBe(customers[0].id)
  })
})

describe('seeded content', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await testPayload()
    await seed(payload, options)
  })

  const find = async <S extends 'products' | 'shops' | 'posts' | 'redirects' | 'trade-in-events' | 'surveys'>(collection: S) =>
    (await payload.find({ collection, pagination: false, depth: 1 })).docs

  it('has the three products, each with an image', async () => {
    const products = (await find('products')).filter(({ code }) => ['VP-AIR', 'VP-PRO', 'VP-MINI'].includes(code))
    expect(products).toHaveLength(3)
    for (const product of products) expect(product.image).toMatchObject({ mimeType: 'image/png', url: expect.any(String) })
  })

  it('has twenty shops across several regions, with coordinates in Korea', async () => {
    const shops = (await find('shops')).filter(({ name }) => shopSeeds.some((seeded) => seeded.name === name))
    expect(shops).toHaveLength(20)
    expect(new Set(shops.map(({ region }) => region)).size).toBeGreaterThanOrEqual(8)
    for (const { latitude, longitude } of shops) {
      expect(latitude).toBeGreaterThan(33)
      expect(longitude).toBeGreaterThan(124)
    }
  })

  it('has five published posts, and the site points at the warranty policy among them', async () => {
    const posts = (await find('posts')).filter(({ title }) => postSeeds.some((seeded) => seeded.title === title))
    expect(posts.map(({ _status }) => _status)).toEqual(Array(5).fill('published'))
    const { warrantyPolicy } = await payload.findGlobal({ slug: 'site', depth: 1 })
    expect(warrantyPolicy).toMatchObject({ title: WARRANTY_POST_TITLE, category: 'warranty-policy' })
  })

  it('has a running trade-in event and a survey with every question type', async () => {
    const event = (await find('trade-in-events')).find(({ title }) => title === '2026 겨울 보상 판매')!
    expect(Date.parse(event.startsAt)).toBeLessThan(Date.now())
    expect(Date.parse(event.endsAt)).toBeGreaterThan(Date.now())
    const survey = (await find('surveys')).find(({ slug }) => slug === 'owner-survey-2026')!
    expect(new Set(survey.questions.map(({ blockType }) => blockType))).toEqual(new Set(['singleChoice', 'multipleChoice', 'shortText', 'longText', 'rating']))
    // And one anyone may answer, and one that has closed.
    const bySlug = new Map((await find('surveys')).map((seeded) => [seeded.slug, seeded]))
    expect(bySlug.get('shop-visit-2026')).toMatchObject({ requiresLogin: false })
    expect(Date.parse(bySlug.get('winter-event-2025')!.closesAt!)).toBeLessThan(Date.now())
  })

  it('has internal and external redirects, and the legal texts', async () => {
    const redirects = await find('redirects')
    expect(redirects.find(({ from }) => from === '/posts/warranty-policy')?.to).toMatchObject({ type: 'reference', reference: { relationTo: 'posts' } })
    expect(redirects.find(({ from }) => from === '/store')?.to).toMatchObject({ type: 'custom', url: expect.stringMatching(/^https:\/\//) })
    const terms = await payload.findGlobal({ slug: 'terms' })
    expect([terms.service.effectiveDate, terms.privacy.effectiveDate]).toEqual([expect.any(String), expect.any(String)])
  })

  it('has a few hundred genuine serials', async () => {
    const { totalDocs } = await payload.count({ collection: 'serials', where: { batch: { like: 'seed' } } })
    expect(totalDocs).toBe(340)
  })

  it('gives the demo customer one registered device with a received A/S request', async () => {
    const { uid } = await firebaseAuth().getUserByEmail(CUSTOMER_EMAIL)
    const [customer] = (await payload.find({ collection: 'customers', where: { firebaseUid: { equals: uid } } })).docs
    const devices = (await payload.find({ collection: 'devices', where: { customer: { equals: customer.id } } })).docs
    expect(devices.map(({ serialNumber, status }) => [serialNumber, status])).toEqual([[DEMO_DEVICE_SERIAL, 'active']])
    const [request] = (await payload.find({ collection: 'service-requests', where: { device: { equals: devices[0].id } } })).docs
    expect(request.timeline?.map(({ status, actor }) => [status, actor])).toEqual([
      ['requested', 'system'],
      ['received', 'staff'],
    ])
  })
})
