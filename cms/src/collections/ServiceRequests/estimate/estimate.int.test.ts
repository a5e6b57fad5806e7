// A repair's cost estimate, end to end against the real CMS and mail catcher: staff send it, the
// customer answers on the request's page or from the mail's signed link, and nothing is repaired
// at a cost without the approval.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Customer, Product, Shop, User } from '@/payload-types'
import { createProduct, createShop, customerOf, json, registerDevice } from '@/test/fixtures'
import { type Consumer, signUpConsumer } from '@/test/firebase'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'
import { env } from '@/env'
import { hmacOf } from '@storefront/rules/hmac.server'
import { signToken } from '@storefront/rules/jwt.server'
import { estimateToken } from './estimateLink'
import { mailsTo } from '@/test/mail'

const DAY_MS = 24 * 60 * 60 * 1000

/** A link's token as mailed before links became JWTs (docs/decisions/0050): base64url JSON, a dot, its HMAC. */
function legacyToken(claims: Record<string, unknown>, secret = env.PAYLOAD_SECRET) {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${body}.${hmacOf(body, secret)}`
}

describe('A/S cost estimates', () => {
  let payload: Payload
  let product: Product
  let shop: Shop
  let owner: Consumer
  let customer: Customer
  let other: Consumer
  let staff: { user: User; headers: Record<string, string> }

  const patch = (id: number, body: Record<string, unknown>, headers = staff.headers) => rest(`/service-requests/${id}`, json('PATCH', body, headers))
  const messageOf = async (response: Response) => (await response.json()).errors[0].message
  const stored = (id: number) => payload.findByID({ collection: 'service-requests', id, depth: 0 })
  const answer = (id: number, body: Record<string, unknown>, headers = owner.headers) => rest(`/service-requests/${id}/estimate`, json('POST', body, headers))
  const byLink = (token: string, answer: string) => rest('/service-requests/estimate/answer', json('POST', { token, answer }))

  /** A request of the owner's, received, with an estimate of 20,000 + 15,000 sent. */
  async function estimated() {
    const device = await registerDevice(payload, customer, product, new Date(Date.now() - 400 * DAY_MS))
    const filed = await rest(
      '/service-requests',
      json('POST', { device: device.id, symptom: 'power', description: '전원이 켜지지 않습니다.', method: 'visit', shop: shop.id }, owner.headers),
    )
    const { doc } = await filed.json()
    expect((await patch(doc.id, { status: 'received' })).status).toBe(200)
    const sent = await patch(doc.id, { estimate: { parts: 20_000, labour: 15_000, note: '배터리를 교체해야 합니다.' } })
    expect(sent.status).toBe(200)
    return stored(doc.id)
  }

  /** The link in the estimate's mail for request `number`. */
  async function linkInMail(number: string): Promise<string> {
    let text = ''
    await expect
      .poll(
        async () => {
          text = (await mailsTo(owner.email)).find((mail) => mail.subject.includes(`${number} 수리 견적`))?.text ?? ''
          return text
        },
        { timeout: 30_000 },
      )
      .toContain('견적 확인·승인: ')
    const link = /견적 확인·승인: (\S+)/.exec(text)![1]!
    // A JWT, short enough for a mail and an address bar.
    expect(link.length).toBeLessThan(300)
    const token = new URL(link).searchParams.get('token')!
    expect(token.split('.')).toHaveLength(3)
    return token
  }

  beforeAll(async () => {
    payload = await testPayload()
    product = await createProduct(payload, { warrantyMonths: 12 })
    shop = await createShop(payload, ['service'])
    ;[owner, other] = await Promise.all([signUpConsumer('김견적'), signUpConsumer()])
    customer = await customerOf(owner)
    staff = await staffSession(payload, 'staff')
  })
  afterAll(() => removeUsers(payload, [staff.user]))

  it('is sent by staff once the device is in, with parts and labour, on the timeline and by mail with a link', async () => {
    const device = await registerDevice(payload, customer, product)
    const { doc } = await (
      await rest(
        '/service-requests',
        json('POST', { device: device.id, symptom: 'leak', description: '누액이 생깁니다.', method: 'visit', shop: shop.id }, owner.headers),
      )
    ).json()
    expect(await messageOf(await patch(doc.id, { estimate: { parts: 10_000, labour: 5_000 } }))).toBe('견적은 접수 완료 상태에서만 보내거나 바꿀 수 있습니다.')
    await patch(doc.id, { status: 'received' })
    expect(await messageOf(await patch(doc.id, { estimate: { parts: 0, labour: 0 } }))).toMatch(/부품비와 공임을/)
    expect(await messageOf(await patch(doc.id, { estimate: { parts: 10_000 } }))).toMatch(/부품비와 공임을/)
    // The customer cannot write one, nor its answer.
    await patch(doc.id, { estimate: { parts: 1, labour: 1, state: 'approved' } }, owner.headers)
    expect((await stored(doc.id)).estimate?.state ?? null).toBeNull()

    expect((await patch(doc.id, { estimate: { parts: 10_000, labour: 5_000, note: '충전 단자 교체' } })).status).toBe(200)
    const after = await stored(doc.id)
    expect(after.estimate).toMatchObject({ parts: 10_000, labour: 5_000, total: 15_000, state: 'pending', nonce: expect.any(String) })
    expect(after.timeline?.at(-1)).toMatchObject({ event: 'estimated', actor: 'staff', note: '견적 15,000원 (부품 10,000원 + 공임 5,000원). 충전 단자 교체' })
    const token = await linkInMail(doc.number)
    const shown = await (await rest(`/service-requests/estimate?token=${encodeURIComponent(token)}`)).json()
    expect(shown).toMatchObject({ number: doc.number, productName: product.name, estimate: { total: 15_000, state: 'pending', note: '충전 단자 교체' } })
    // Nobody's name, e-mail or phone: only the request and the estimate.
    expect(JSON.stringify(shown)).not.toContain(owner.email)
    expect(JSON.stringify(shown)).not.toContain('김견적')
  })

  it('keeps the repair and any cost waiting for the approval, then holds the cost to it', async () => {
    const doc = await estimated()
    expect(await messageOf(await patch(doc.id, { status: 'in-repair' }))).toBe('고객이 견적에 답한 뒤에 수리를 시작할 수 있습니다.')
    expect(await messageOf(await patch(doc.id, { cost: 35_000 }))).toBe('유상 수리 비용은 고객이 견적을 승인한 뒤에 입력할 수 있습니다.')
    // What a form opened before the estimate sends back changes nothing; nor does a forged answer.
    expect((await patch(doc.id, { estimate: { parts: null, labour: null, note: null, state: 'approved' } })).status).toBe(200)
    expect((await stored(doc.id)).estimate).toMatchObject({ parts: 20_000, labour: 15_000, state: 'pending' })

    expect((await answer(doc.id, { answer: 'approved', nonce: doc.estimate?.nonce }, other.headers)).status).toBe(404)
    expect((await answer(doc.id, { answer: 'approved', nonce: 'another' })).status).toBe(409)
    expect((await answer(doc.id, { answer: 'maybe', nonce: doc.estimate?.nonce })).status).toBe(400)
    const approved = await answer(doc.id, { answer: 'approved', nonce: doc.estimate?.nonce })
    expect([approved.status, await approved.json()]).toEqual([200, { state: 'approved', status: 'received' }])
    // A second click: the same answer again is fine and adds nothing; the other one is refused.
    expect((await answer(doc.id, { answer: 'approved', nonce: doc.estimate?.nonce })).status).toBe(200)
    const declined = await answer(doc.id, { answer: 'declined', nonce: doc.estimate?.nonce })
    expect([declined.status, (await declined.json()).errors[0].message]).toEqual([409, '이미 승인하신 견적입니다.'])

    const after = await stored(doc.id)
    expect(after.estimate).toMatchObject({ state: 'approved', answeredVia: 'page', answeredAt: expect.any(String) })
    const approvals = after.timeline!.filter((entry) => entry.event === 'estimate-approved')
    expect(approvals).toEqual([expect.objectContaining({ actor: 'customer', note: '견적 35,000원을 승인했습니다. (신청 페이지에서)' })])
    expect(await messageOf(await patch(doc.id, { cost: 40_000 }))).toBe('수리 비용은 고객이 승인한 견적 35,000원을 넘을 수 없습니다.')
    expect((await patch(doc.id, { status: 'in-repair', cost: 35_000 })).status).toBe(200)
    await expect.poll(async () => (await mailsTo(owner.email)).some((mail) => mail.subject.includes(`${doc.number} 견적 승인`)), { timeout: 30_000 }).toBe(true)
  })

  it('is declined from the mail’s link without signing in: the request closes and the device goes back', async () => {
    const doc = await estimated()
    // Only the answer closes it: the customer cannot simply set the status.
    expect(await messageOf(await patch(doc.id, { status: 'declined' }, owner.headers))).toBe('견적 거절은 견적 안내에서만 할 수 있습니다.')
    const token = await linkInMail(doc.number!)
    expect((await byLink(`${token}x`, 'declined')).status).toBe(400)
    const declined = await byLink(token, 'declined')
    expect([declined.status, await declined.json()]).toEqual([200, { state: 'declined', status: 'declined' }])
    expect((await byLink(token, 'declined')).status).toBe(200)
    expect((await byLink(token, 'approved')).status).toBe(409)
    // The link's page says when: the answer's time comes with the estimate.
    const shown = await (await rest(`/service-requests/estimate?token=${encodeURIComponent(token)}`)).json()
    expect(shown.estimate).toMatchObject({ state: 'declined', answeredAt: (await stored(doc.id)).estimate?.answeredAt })
    expect(shown.estimate.answeredAt).toEqual(expect.any(String))

    const after = await stored(doc.id)
    expect(after.status).toBe('declined')
    expect(after.estimate).toMatchObject({ state: 'declined', answeredVia: 'mail' })
    expect(after.timeline?.filter((entry) => entry.status === 'declined')).toEqual([
      expect.objectContaining({ actor: 'customer', note: '견적을 거절했습니다. 수리하지 않고 기기를 돌려 드립니다. (메일 링크에서)' }),
    ])
    expect(await messageOf(await patch(doc.id, { status: 'in-repair' }))).toMatch(/바꿀 수 없습니다/)
    await expect
      .poll(async () => (await mailsTo(owner.email)).find((mail) => mail.subject.includes(`${doc.number} 견적 거절`))?.text ?? '', { timeout: 30_000 })
      .toContain('수리하지 않고 기기를 돌려 드립니다')
  })

  it('refuses a link that expired or names an estimate since revised', async () => {
    const doc = await estimated()
    const old = await estimateToken({ id: doc.id, nonce: doc.estimate!.nonce! }, new Date(Date.now() - 8 * DAY_MS).toISOString())
    const expired = await byLink(old, 'approved')
    expect([expired.status, (await expired.json()).errors[0].message]).toEqual([410, expect.stringContaining('7일 동안만')])

    const first = await linkInMail(doc.number!)
    expect((await patch(doc.id, { estimate: { parts: 25_000, labour: 15_000 } })).status).toBe(200)
    const gone = await byLink(first, 'approved')
    expect([gone.status, (await gone.json()).errors[0].message]).toEqual([409, expect.stringContaining('견적이 바뀌었거나')])
    expect((await stored(doc.id)).estimate).toMatchObject({ total: 40_000, state: 'pending' })
  })

  it('still answers a link mailed before links became JWTs, until it expires', async () => {
    const doc = await estimated()
    const named = { id: doc.id, nonce: doc.estimate!.nonce! }
    const inSeconds = (ms: number) => Math.floor((Date.now() + ms) / 1000)
    const old = legacyToken({ use: 'estimate', ...named, exp: inSeconds(6 * DAY_MS) })
    const shown = await rest(`/service-requests/estimate?token=${encodeURIComponent(old)}`)
    expect([shown.status, (await shown.json()).estimate]).toEqual([200, expect.objectContaining({ total: 35_000, state: 'pending' })])

    const expired = await byLink(legacyToken({ use: 'estimate', ...named, exp: inSeconds(-DAY_MS) }), 'approved')
    expect([expired.status, (await expired.json()).errors[0].message]).toEqual([410, expect.stringContaining('7일 동안만')])
    // Forged in the old format: another key, or the claims changed under the signature.
    expect((await byLink(legacyToken({ use: 'estimate', ...named, exp: inSeconds(DAY_MS) }, 'x'.repeat(40)), 'approved')).status).toBe(400)
    const [, signature] = old.split('.')
    const altered = Buffer.from(JSON.stringify({ use: 'estimate', ...named, exp: inSeconds(30 * DAY_MS) })).toString('base64url')
    expect((await byLink(`${altered}.${signature}`, 'approved')).status).toBe(400)
    // An old draft-preview token under the same secret was never an estimate's.
    expect((await byLink(legacyToken({ use: 'preview', ...named, exp: inSeconds(DAY_MS) }), 'approved')).status).toBe(400)
    expect((await stored(doc.id)).estimate?.state).toBe('pending')

    const approved = await byLink(old, 'approved')
    expect([approved.status, await approved.json()]).toEqual([200, { state: 'approved', status: 'received' }])
  })

  it('refuses a forged JWT, and a token made for another purpose under the same secret', async () => {
    const doc = await estimated()
    const named = { id: doc.id, nonce: doc.estimate!.nonce! }
    const sentAt = new Date().toISOString()
    expect((await byLink(await estimateToken(named, sentAt, 'x'.repeat(40)), 'approved')).status).toBe(400)
    const [header, , signature] = (await estimateToken(named, sentAt)).split('.')
    const otherClaims = Buffer.from(JSON.stringify({ ...named, id: doc.id + 1, exp: Math.floor(Date.now() / 1000) + DAY_MS / 1000 })).toString('base64url')
    expect((await byLink(`${header}.${otherClaims}.${signature}`, 'approved')).status).toBe(400)
    // The estimate's very claims, signed with PAYLOAD_SECRET, but for draft preview (its typ).
    const preview = await signToken('preview', named, Math.floor(Date.now() / 1000) + DAY_MS / 1000, env.PAYLOAD_SECRET)
    expect((await byLink(preview, 'approved')).status).toBe(400)
    expect((await stored(doc.id)).estimate?.state).toBe('pending')
  })

  it('takes one answer of two given at once', async () => {
    const doc = await estimated()
    const nonce = doc.estimate!.nonce!
    const answers = await Promise.all([answer(doc.id, { answer: 'approved', nonce }), answer(doc.id, { answer: 'declined', nonce })])
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409])
    const after = await stored(doc.id)
    const answered = after.timeline!.filter((entry) => entry.event === 'estimate-approved' || entry.status === 'declined')
    expect(answered).toHaveLength(1)
    expect(after.status).toBe(after.estimate?.state === 'declined' ? 'declined' : 'received')
  })
})
