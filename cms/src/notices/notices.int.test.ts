// Customers' notices against the real CMS, its jobs queue and the SOLAPI stand-in (reached through
// the SOLAPI SDK): one channel per notice as the customer chose (KakaoTalk by default only to the
// verified number), the registered template's words, the fallback text, and exactly once whatever
// the provider does. Every test's customer files at once before the tests (the notices go out
// together, and the provider's misbehaving cases, which hold the queue for seconds, beside the
// others); each test then reads its own.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { env } from '@/env'
import type { Notice, Product, Shop, User } from '@/payload-types'
import { createProduct, createShop, customerOf, json, registerDevice } from '@/test/fixtures'
import { type Consumer, signUpConsumer } from '@/test/firebase'
import { markVerified } from '@/test/identity'
import { mailsTo } from '@/test/mail'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'
import { answerLate, failAtCarrier, refusedTexts, refuseTexts, textsTo, uniquePhone, withoutKakaoTalk } from '@/test/solapi'
import { NOTICE_CHANNEL_NEEDS_PHONE } from '@storefront/rules/notice-channel'

const WAIT = { timeout: 40_000, interval: 300 }

describe('customer notices by KakaoTalk, text or mail', () => {
  let payload: Payload
  let product: Product
  let shop: Shop
  let staff: { user: User; headers: Record<string, string> }
  let ready: Record<(typeof early)[number][0], Promise<Filed>>

  beforeAll(async () => {
    payload = await testPayload()
    ;[product, shop, staff] = await Promise.all([
      createProduct(payload, { warrantyMonths: 12 }),
      createShop(payload, ['service']),
      staffSession(payload, 'staff'),
    ])
    ready = Object.fromEntries(early.map(([name, options]) => [name, customerWhoFiled(options)])) as typeof ready
    // Each is read by its test; a failure before then must not go unhandled.
    for (const each of Object.values(ready)) each.catch(() => {})
  })
  afterAll(() => removeUsers(payload, [staff.user]))

  const patchCustomer = (owner: Consumer, id: number, body: Record<string, unknown>) => rest(`/customers/${id}`, json('PATCH', body, owner.headers))

  /**
   * A consumer with a number on file (kept with its consent, as my page does), verified by 본인인증
   * when `verified` (as that number, or another when it names one), and, if given, a chosen channel.
   */
  async function customer({
    phone = uniquePhone() as string | null,
    channel,
    verified,
  }: { phone?: string | null; channel?: string; verified?: true | string } = {}) {
    const owner = await signUpConsumer('김알림')
    const { id } = await customerOf(owner)
    if (verified) await markVerified(payload, id, undefined, verified === true ? phone : verified)
    const body = { ...(phone && { phone, consents: { phoneAcceptedAt: new Date().toISOString() } }), ...(channel && { noticeChannel: channel }) }
    if (Object.keys(body).length) expect((await patchCustomer(owner, id, body)).status).toBe(200)
    return { owner, phone: phone ?? '', id }
  }

  type Options = Parameters<typeof customer>[0] & { before?: (phone: string) => Promise<void> }
  type Filed = Awaited<ReturnType<typeof customer>> & { doc: { id: number; number: string } }
  /** A customer as `customer` makes them, the stand-in told first what to do with their number, and their A/S request filed. */
  async function customerWhoFiled({ before, ...options }: Options = {}): Promise<Filed> {
    const made = await customer(options)
    await before?.(made.phone)
    return { ...made, doc: await file(made.owner, made.id) }
  }
  const early = [
    ['kakao', { verified: true }],
    ['estimate', { verified: true }],
    ['sms', { channel: 'sms' }],
    ['email', { channel: 'email', verified: true }],
    ['typed', {}],
    ['otherVerified', { verified: uniquePhone() }],
    ['fallback', { channel: 'kakao', before: withoutKakaoTalk }],
    ['noPhone', { phone: null }],
    ['reply', { channel: 'sms' }],
    ['readable', { phone: null }],
    ['refused', { verified: true, before: (phone) => refuseTexts(phone, 1) }],
    // Longer than SOLAPI_TIMEOUT_MS: the send ends unanswered, the job fails and runs again.
    ['late', { verified: true, before: (phone) => answerLate(phone, Number(process.env.SOLAPI_TIMEOUT_MS ?? 5_000) + 3_000) }],
    // Taken by the provider, then failed by Kakao and by the carrier: KakaoTalk, then a text, then the mail.
    ['carrier', { verified: true, before: (phone) => failAtCarrier(phone, 2) }],
  ] as const satisfies readonly (readonly [string, Options])[]

  async function file(owner: Consumer, customerId: number) {
    const device = await registerDevice(payload, { id: customerId } as never, product)
    const filed = await rest(
      '/service-requests',
      json('POST', { device: device.id, symptom: 'power', description: '전원이 켜지지 않습니다.', method: 'visit', shop: shop.id }, owner.headers),
    )
    expect(filed.status).toBe(201)
    return (await filed.json()).doc as { id: number; number: string }
  }
  const patch = (id: number, body: Record<string, unknown>, headers = staff.headers) => rest(`/service-requests/${id}`, json('PATCH', body, headers))
  const noticesOf = async (request: number): Promise<Notice[]> =>
    (await payload.find({ collection: 'notices', where: { serviceRequest: { equals: request } }, sort: 'createdAt', depth: 0, overrideAccess: true })).docs

  it('sends KakaoTalk from the registered template by default to a verified number, no mail, and records it delivered', async () => {
    const { owner, phone, doc } = await ready.kakao
    expect((await patch(doc.id, { status: 'received', statusNote: '매장에서 기기를 받았습니다.' })).status).toBe(200)

    await expect.poll(async () => (await textsTo(phone)).length, WAIT).toBe(2)
    const [filed, received] = await textsTo(phone)
    expect(filed).toMatchObject({ type: 'ATA', templateId: env.SOLAPI!.templateIds.status, replacement: false })
    expect(filed.variables).toMatchObject({ '#{접수번호}': doc.number, '#{상태}': '접수 대기', '#{고객명}': '김알림' })
    expect(received.variables).toMatchObject({ '#{상태}': '접수 완료', '#{안내}': expect.stringContaining('안내: 매장에서 기기를 받았습니다.') })
    expect(received.text).toContain(`신청하신 A/S(${doc.number})가 '접수 완료' 상태가 되었습니다.`)
    expect(received.buttons).toEqual([
      expect.objectContaining({ buttonName: '진행 상황 보기', linkMo: `${new URL(env.WEB_URL).origin}/user/service/view/${doc.id}` }),
    ])
    expect(received.customFields).toEqual({ noticeKey: expect.stringMatching(new RegExp(`^service-requests:${doc.id}:`)) })
    expect(await mailsTo(owner.email)).toEqual([])

    await expect.poll(async () => (await noticesOf(doc.id)).map((notice) => notice.state), WAIT).toEqual(['delivered', 'delivered'])
    const [notice] = await noticesOf(doc.id)
    expect(notice).toMatchObject({ channel: 'kakao', kind: 'status', messageType: 'ATA', messageId: filed.messageId })
    // Staff see which number, never the whole of it.
    expect(notice.recipient).toBe(phone.replace(/-(\d{3,4})-/, (_, middle: string) => `-${'*'.repeat(middle.length)}-`))
    // Before a final change, the admin's dialog says so: this channel, the same masked number; the customer may not ask.
    const shown = await rest(`/service-requests/${doc.id}/status-mail`, { headers: staff.headers })
    expect(await shown.json()).toMatchObject({ channel: 'kakao', addressing: { to: notice.recipient, number: doc.number } })
    expect((await rest(`/service-requests/${doc.id}/status-mail`, { headers: owner.headers })).status).toBe(403)
  })

  it('sends an estimate by its own template, with a button and a line that answer it', async () => {
    const { phone, doc } = await ready.estimate
    await patch(doc.id, { status: 'received' })
    expect((await patch(doc.id, { estimate: { parts: 20_000, labour: 15_000, note: '배터리 교체' } })).status).toBe(200)
    await expect.poll(async () => (await textsTo(phone)).map((text) => text.templateId), WAIT).toContain(env.SOLAPI!.templateIds.estimate)
    const estimate = (await textsTo(phone)).find((text) => text.templateId === env.SOLAPI!.templateIds.estimate)!
    const link = /견적 확인·승인: (\S+)/.exec(estimate.text)![1]
    expect(estimate.buttons?.[0]).toMatchObject({ buttonName: '견적 확인·승인', linkMo: link })
    const token = new URL(link).searchParams.get('token')!
    const shown = await (await rest(`/service-requests/estimate?token=${encodeURIComponent(token)}`)).json()
    expect(shown).toMatchObject({ number: doc.number, estimate: { total: 35_000, state: 'pending' } })
  })

  it('sends texts with the same words to a customer who chose 문자, and mail only to one who chose 이메일', async () => {
    const [texts, mail] = await Promise.all([ready.sms, ready.email])
    const [byText, byMail] = [texts.doc, mail.doc]
    await expect.poll(async () => (await textsTo(texts.phone)).length, WAIT).toBe(1)
    const [text] = await textsTo(texts.phone)
    expect(text).toMatchObject({ type: 'LMS', templateId: null })
    expect(text.text).toContain(`신청하신 A/S(${byText.number})가 '접수 대기' 상태가 되었습니다.`)
    await expect.poll(async () => (await mailsTo(mail.owner.email)).length, WAIT).toBe(1)
    expect(await textsTo(mail.phone)).toEqual([])
    expect(await mailsTo(texts.owner.email)).toEqual([])
    await expect.poll(async () => (await noticesOf(byMail.id)).map((notice) => [notice.channel, notice.state]), WAIT).toEqual([['email', 'sent']])
    const shown = await rest(`/service-requests/${byMail.id}/status-mail`, { headers: staff.headers })
    expect(await shown.json()).toMatchObject({ channel: 'email', addressing: { to: mail.owner.email } })
    await expect.poll(async () => (await noticesOf(byText.id)).map((notice) => [notice.channel, notice.state]), WAIT).toEqual([['sms', 'delivered']])
  })

  it('mails, not having been asked, a customer whose number on file is not the one they verified', async () => {
    const [typed, other] = await Promise.all([ready.typed, ready.otherVerified])
    for (const { owner } of [typed, other]) await expect.poll(async () => (await mailsTo(owner.email)).length, WAIT).toBe(1)
    for (const { doc } of [typed, other]) await expect.poll(async () => (await noticesOf(doc.id)).map((notice) => notice.channel), WAIT).toEqual(['email'])
    expect([...(await textsTo(typed.phone)), ...(await textsTo(other.phone))]).toEqual([])
  })

  it('sends KakaoTalk to any number the customer chose it for, and the same text as a fallback to a number without KakaoTalk', async () => {
    // Chosen on my page: the number need not be the verified one.
    const { phone, doc } = await ready.fallback
    await expect.poll(async () => (await textsTo(phone)).length, WAIT).toBe(1)
    const [fallback] = await textsTo(phone)
    expect(fallback).toMatchObject({ type: 'LMS', replacement: true, templateId: env.SOLAPI!.templateIds.status })
    expect(fallback.text).toContain(doc.number)
    await expect
      .poll(async () => (await noticesOf(doc.id)).map((notice) => [notice.channel, notice.state, notice.messageType]), WAIT)
      .toEqual([['kakao', 'fell-back', 'LMS']])
  })

  it('mails a customer without a number, and sends a staff reply by the channel the customer chose', async () => {
    const { owner, doc } = await ready.noPhone
    await expect.poll(async () => (await mailsTo(owner.email)).length, WAIT).toBe(1)

    const texts = await ready.reply
    const request = texts.doc
    const reply = await rest('/service-messages', json('POST', { request: request.id, body: '내일 오후에 연락드리겠습니다.' }, staff.headers))
    expect(reply.status).toBe(201)
    await expect
      .poll(async () => (await textsTo(texts.phone)).map((text) => text.text), WAIT)
      .toContainEqual(expect.stringContaining('내일 오후에 연락드리겠습니다.'))
    expect(await mailsTo(texts.owner.email)).toEqual([])
    await expect.poll(async () => (await noticesOf(request.id)).map((notice) => notice.kind), WAIT).toEqual(['status', 'reply'])
    expect((await noticesOf(doc.id)).map((notice) => notice.channel)).toEqual(['email'])
  })

  it('refuses 카카오톡 or 문자 without a number, in Korean, and a number removed takes that choice with it', async () => {
    const { owner, id } = await customer({ phone: null })
    const refused = await patchCustomer(owner, id, { noticeChannel: 'sms' })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain(NOTICE_CHANNEL_NEEDS_PHONE)
    expect((await payload.findByID({ collection: 'customers', id })).noticeChannel ?? null).toBeNull()

    const texts = await customer({ channel: 'kakao' })
    expect((await patchCustomer(texts.owner, texts.id, { phone: null, consents: { phoneAcceptedAt: null } })).status).toBe(200)
    expect((await payload.findByID({ collection: 'customers', id: texts.id })).noticeChannel ?? null).toBeNull()
    // Another customer's choice is not theirs to make.
    expect([403, 404]).toContain((await patchCustomer(owner, texts.id, { noticeChannel: 'email' })).status)
    expect((await payload.findByID({ collection: 'customers', id: texts.id })).noticeChannel ?? null).toBeNull()
  })

  it('follows a notice the carrier failed with a text, then the mail, each once, whatever the reports are read again', async () => {
    const { owner, phone, doc } = await ready.carrier
    const chain = async () => (await noticesOf(doc.id)).map((notice) => [notice.channel, notice.state, notice.fallback ?? null])
    await expect.poll(chain, WAIT).toEqual([
      ['kakao', 'failed', 'sms'],
      ['sms', 'failed', 'email'],
      ['email', 'sent', null],
    ])
    const [kakao, text] = await noticesOf(doc.id)
    // Why, in Korean, as staff read it in the list and on the timeline.
    expect(kakao.reason).toMatch(/^카카오톡 메시지를 전달하지 못했습니다\. \(3105\) — 문자로 다시 보냅니다\.$/)
    expect(text.reason).toMatch(/^휴대전화가 꺼져 .+ \(3018\) — 이메일로 다시 보냅니다\.$/)
    expect((await textsTo(phone)).map((sent) => [sent.type, sent.statusCode])).toEqual([
      ['ATA', '3105'],
      ['LMS', '3018'],
    ])
    expect(await mailsTo(owner.email)).toHaveLength(1)

    // The reports read again (a job given back as stale, run twice): nothing goes twice. The CMS's
    // own queue runs them, and any mail they queued, as it runs every job: waited for, not raced
    // (a job run by id while the queue finishes and deletes it is Payload's TypeError).
    for (const notice of [kakao, text, kakao]) await payload.jobs.queue({ task: 'noticeReport', input: { notice: notice.id } })
    const unfinished = async (taskSlug: string, ours: (input: { notice?: number; request?: number }) => boolean) =>
      (
        await payload.find({
          collection: 'payload-jobs',
          where: { and: [{ taskSlug: { equals: taskSlug } }, { completedAt: { exists: false } }] },
          pagination: false,
          overrideAccess: true,
        })
      ).docs.filter((job) => ours(job.input as { notice?: number; request?: number })).length
    await expect.poll(() => unfinished('noticeReport', ({ notice }) => notice === kakao.id || notice === text.id), WAIT).toBe(0)
    await expect.poll(() => unfinished('statusMail', ({ request }) => request === doc.id), WAIT).toBe(0)
    expect(await textsTo(phone)).toHaveLength(2)
    expect(await mailsTo(owner.email)).toHaveLength(1)
    expect((await noticesOf(doc.id)).map((notice) => notice.state)).toEqual(['failed', 'failed', 'sent'])
  })

  it('lets staff read the notices and nobody write them over the API', async () => {
    const { owner, doc } = await ready.readable
    await expect.poll(async () => (await noticesOf(doc.id)).length, WAIT).toBe(1)
    const [notice] = await noticesOf(doc.id)
    expect((await rest(`/notices/${notice.id}`, { headers: staff.headers })).status).toBe(200)
    for (const headers of [owner.headers, {}]) expect((await rest(`/notices/${notice.id}`, { headers })).status).toBe(403)
    for (const headers of [owner.headers, staff.headers]) {
      expect((await rest('/notices', json('POST', { key: 'x', channel: 'email', state: 'sent' }, headers))).status).toBe(403)
      expect((await rest(`/notices/${notice.id}`, json('PATCH', { state: 'failed' }, headers))).status).toBe(403)
      expect((await rest(`/notices/${notice.id}`, { method: 'DELETE', headers })).status).toBe(403)
    }
  })

  it('sends once a notice the provider refused, and once a notice it took but answered too late to hear', async () => {
    const [refused, late] = await Promise.all([ready.refused, ready.late])
    const [first, second] = [refused.doc, late.doc]

    await expect.poll(async () => (await noticesOf(first.id)).map((notice) => notice.state), { ...WAIT, timeout: 60_000 }).toEqual(['delivered'])
    expect(await refusedTexts(refused.phone)).toBe(1)
    expect(await textsTo(refused.phone)).toHaveLength(1)

    await expect.poll(async () => (await noticesOf(second.id)).map((notice) => notice.state), { ...WAIT, timeout: 60_000 }).toEqual(['delivered'])
    const [taken] = await textsTo(late.phone)
    expect(await textsTo(late.phone)).toHaveLength(1)
    // The retried job found the message the provider had taken, by its key, instead of sending it again.
    expect((await noticesOf(second.id))[0].messageId).toBe(taken.messageId)
    const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'statusMail' } }, pagination: false, overrideAccess: true })
    expect(jobs.docs.filter((job) => (job.input as { request?: number }).request === second.id)).toEqual([])
  })
})
