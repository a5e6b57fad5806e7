import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { env } from '@/env'
import { firebaseAuth } from '@/lib/firebase-admin'
import { testPayload } from '@/test/payload'
import { CUSTOMER_EMAIL } from './customer'
import { seed, type SeedOptions } from './index'

const emulator = Boolean(env.FIREBASE_AUTH_EMULATOR_HOST)
const options: SeedOptions = {
  password: process.env.SEED_PASSWORD || 'storefront-demo',
  siteUrl: env.WEB_URL,
  firebaseAuth: emulator ? firebaseAuth() : undefined,
}

const snapshot = async (payload: Payload) => ({
  users: (await payload.count({ collection: 'users' })).totalDocs,
  footer: await payload.findGlobal({ slug: 'footer' }),
  site: await payload.findGlobal({ slug: 'site' }),
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
    expect(await seed(payload, options)).toEqual({ staffCreated: [], globalsWritten: [], customerCreated: false })
    expect(await snapshot(payload)).toEqual(afterFirst)
  })

  it('writes the Korean footer business info and the two link groups', () => {
    const { footer } = afterFirst
    expect(footer.businessInfo?.map(({ label }) => label)).toEqual(['상호', '대표자', '주소', '전화', '이메일', '사업자등록번호'])
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
  ])('creates %s with role %s and the demo password', async (email, role) => {
    const { user } = await payload.login({ collection: 'users', data: { email, password: options.password } })
    expect(user?.role).toBe(role)
  })

  it.skipIf(!emulator)('creates the demo customer in the Auth Emulator', async () => {
    const customer = await firebaseAuth().getUserByEmail(CUSTOMER_EMAIL)
    expect(customer.emailVerified).toBe(true)
  })
})
