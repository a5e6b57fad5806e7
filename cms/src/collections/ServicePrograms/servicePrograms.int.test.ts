// Service programs against the real CMS, the SOLAPI stand-in and the mail catcher: who is in range
// (ranges, batches, models; revoked and transferred registrations), each owner told once by their
// channel however often the job runs, a transfer's new owner told once, the prefilled request
// belonging to the program, its reach, and who may define and start one.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product, ServiceProgram, Shop, User } from '@/payload-types'
import { createProduct, createShop, customerOf, json, unique } from '@/test/fixtures'
import { type Consumer, signUpConsumer } from '@/test/firebase'
import { markVerified } from '@/test/identity'
import { mailsTo } from '@/test/mail'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'
import { textsTo, uniquePhone } from '@/test/solapi'
import { estimateRefusals } from '@storefront/rules/estimate'
import { seoulDay } from '@storefront/rules/seoul-date'
import { coveredDevices } from './coverage'
import { START_FORBIDDEN } from './endpoints'
import { NOT_IN_PROGRAM } from './hooks/checkProgramRequest'
import { notifyProgram, programNoticeKey } from './notify'
import { programReach } from './reach'

const WAIT = { timeout: 40_000, interval: 300 }
const day = (offset: number) => `${seoulDay(new Date(Date.now() + offset * 86_400_000))}T12:00:00.000Z`

describe('service programs', () => {
  let payload: Payload
  let manager: { user: User; headers: Record<string, string> }
  let staff: { user: User; headers: Record<string, string> }
  let product: Product
  let otherProduct: Product
  let shop: Shop
  // Serials of this run only: VPQ<run>-2611-00001 …
  const prefix = `Q${unique().slice(0, 6)}`

  beforeAll(async () => {
    payload = await testPayload()
    ;[manager, staff, product, otherProduct, shop] = await Promise.all([
      staffSession(payload, 'manager'),
      staffSession(payload, 'staff'),
      createProduct(payload),
      createProduct(payload),
      createShop(payload, ['service']),
    ])
  })
  afterAll(() => removeUsers(payload, [manager.user, staff.user]))

  type Owner = { consumer: Consumer; id: number; phone: string | null; email: string }
  /** A consumer told by KakaoTalk (a verified number), by text (chosen) or by mail (no number). */
  async function owner(channel: 'kakao' | 'sms' | 'email'): Promise<Owner> {
    const consumer = await signUpConsumer('김대상')
    const { id } = await customerOf(consumer)
    const phone = channel === 'email' ? null : uniquePhone()
    if (channel === 'kakao') await markVerified(payload, id, undefined, phone)
    if (phone) {
      const body = { phone, consents: { phoneAcceptedAt: new Date().toISOString() }, ...(channel === 'sms' && { noticeChannel: 'sms' }) }
      expect((await rest(`/customers/${id}`, json('PATCH', body, consumer.headers))).status).toBe(200)
    }
    return { consumer, id, phone, email: consumer.email }
  }
  /** A unit of `serial` (as printed) registered for `who`. */
  async function device(who: Owner, serial: string, model = product) {
    await payload.create({ collection: 'serials', data: { serialNumber: serial, product: model.id, status: 'available' } })
    return payload.create({
      collection: 'devices',
      data: { serialNumber: serial, customer: who.id, purchaseDate: new Date().toISOString(), status: 'active' },
    })
  }
  async function program(data: Partial<ServiceProgram>, started = true): Promise<ServiceProgram> {
    const created = await rest(
      '/service-programs',
      json(
        'POST',
        {
          name: `배터리 무상 교환 ${unique()}`,
          offer: 'exchange',
          startsOn: day(-1),
          endsOn: day(30),
          notice: '배터리가 빨리 닳는 문제가 확인되었습니다.',
          ...data,
        },
        manager.headers,
      ),
    )
    expect(created.status).toBe(201)
    const doc = (await created.json()).doc as ServiceProgram
    if (started) expect((await rest(`/service-programs/${doc.id}/start`, { method: 'POST', headers: manager.headers })).status).toBe(200)
    return payload.findByID({ collection: 'service-programs', id: doc.id, depth: 0 })
  }
  /** Waits until the queue has run every notify job (the start's, a transfer's), so a run of the test's own is a run again. */
  const jobsDone = () =>
    expect
      .poll(
        async () =>
          (
            await payload.count({
              collection: 'payload-jobs',
              where: { and: [{ taskSlug: { equals: 'serviceProgramNotify' } }, { completedAt: { exists: false } }] },
              overrideAccess: true,
            })
          ).totalDocs,
        WAIT,
      )
      .toBe(0)
  const programTexts = async (phone: string, programId: number) =>
    (await textsTo(phone)).filter((text) => text.customFields?.noticeKey?.startsWith(`service-programs:${programId}:`))

  it('covers the batches and ranges it names, of its models, and only active registrations', async () => {
    const who = await owner('email')
    const inBatch = await device(who, `${prefix}-2611-00001`)
    // Neither covered: another model in the batch, another batch.
    await device(who, `${prefix}-2611-00002`, otherProduct)
    await device(who, `${prefix}-2612-00001`)
    const inRange = await device(who, `${prefix}-2613-00005`)
    // Past the range's end, and a serial longer than its ends (byte order alone would take it).
    await device(who, `${prefix}-2613-00011`)
    await device(who, `${prefix}-2613-000051`)
    const revoked = await device(who, `${prefix}-2611-00003`)
    await payload.update({ collection: 'devices', id: revoked.id, data: { status: 'revoked', statusNote: '도난 신고' } })

    const byBatch = await program({ batches: [`${prefix.toLowerCase()} 2611`], products: [product.id] }, false)
    expect(byBatch.batches?.[0]).toBe(`${prefix}-2611`)
    expect((await coveredDevices(payload, byBatch)).map(({ device }) => device)).toEqual([inBatch.id])

    const byRange = await program({ serialRanges: [{ from: `${prefix}-2613-00001`, to: `${prefix}-2613-00010` }] }, false)
    expect((await coveredDevices(payload, byRange)).map(({ device }) => device)).toEqual([inRange.id])

    // A range backwards, or a program that covers nothing, is refused in Korean.
    const backwards = await rest(
      '/service-programs',
      json(
        'POST',
        {
          name: '거꾸로',
          offer: 'repair',
          startsOn: day(0),
          endsOn: day(1),
          notice: '안내',
          serialRanges: [{ from: `${prefix}-2613-00010`, to: `${prefix}-2613-00001` }],
        },
        manager.headers,
      ),
    )
    expect(backwards.status).toBe(400)
    expect(JSON.stringify(await backwards.json())).toContain('범위의 처음이 끝보다 뒤에 있습니다')
    const nothing = await rest(
      '/service-programs',
      json('POST', { name: '빈 프로그램', offer: 'repair', startsOn: day(0), endsOn: day(1), notice: '안내' }, manager.headers),
    )
    expect(nothing.status).toBe(400)
    expect(JSON.stringify(await nothing.json())).toContain('대상 일련번호 범위나 생산 묶음을 하나 이상 입력하세요')
  })

  it('tells each owner in range once, by their channel, however often it runs; an owner outside hears nothing', async () => {
    const [kakao, sms, mail, outside] = await Promise.all([owner('kakao'), owner('sms'), owner('email'), owner('kakao')])
    const batch = `${prefix}-2621`
    const units = await Promise.all([device(kakao, `${batch}-00001`), device(sms, `${batch}-00002`), device(mail, `${batch}-00003`)])
    await device(outside, `${prefix}-2622-00001`)
    const started = await program({ batches: [batch] })
    // The start's job, then two runs again: still each notice once.
    await jobsDone()
    await notifyProgram(payload, started.id)
    await notifyProgram(payload, started.id)

    await expect.poll(() => programTexts(kakao.phone!, started.id), WAIT).toHaveLength(1)
    const [kakaoText] = await programTexts(kakao.phone!, started.id)
    expect(kakaoText).toMatchObject({ type: 'ATA', templateId: 'KA01TP-LOCAL-SERVICE_PROGRAM' })
    expect(kakaoText!.text).toContain('무상 교환 프로그램 대상입니다')
    expect(kakaoText!.text).toContain(`일련번호: ${batch}-00001`)
    expect(kakaoText!.text).toMatch(/\/service\/program\/[\w-]{20,}/)
    await expect.poll(() => programTexts(sms.phone!, started.id), WAIT).toHaveLength(1)
    expect((await programTexts(sms.phone!, started.id))[0]!.type).not.toBe('ATA')
    await expect.poll(async () => (await mailsTo(mail.email)).filter((sent) => sent.subject.includes(started.name)).length, WAIT).toBe(1)
    expect(await programTexts(outside.phone!, started.id)).toEqual([])

    const rows = await payload.find({ collection: 'service-program-notices', where: { program: { equals: started.id } }, depth: 0, overrideAccess: true })
    expect(rows.docs.map((row) => row.device).sort()).toEqual(units.map(({ id }) => id).sort())
    const notices = await payload.find({ collection: 'notices', where: { key: { like: `service-programs:${started.id}:` } }, depth: 0, overrideAccess: true })
    expect(notices.docs.map((notice) => notice.channel).sort()).toEqual(['email', 'kakao', 'sms'])
    expect(notices.docs.map((notice) => notice.key).sort()).toEqual(units.map(({ id }) => programNoticeKey(started.id, id)).sort())

    // Run once more, after everything went: still one each.
    await notifyProgram(payload, started.id)
    expect(await programTexts(kakao.phone!, started.id)).toHaveLength(1)
    expect(await programTexts(sms.phone!, started.id)).toHaveLength(1)
    expect((await mailsTo(mail.email)).filter((sent) => sent.subject.includes(started.name))).toHaveLength(1)
    expect((await programReach(payload, { programId: started.id }))[0]).toMatchObject({ notified: 3, opened: 0, requested: 0, done: 0 })
  })

  it('tells a transferred unit’s new owner once, and the old owner not again', async () => {
    const [seller, buyer] = await Promise.all([owner('kakao'), owner('kakao')])
    const batch = `${prefix}-2631`
    const sold = await device(seller, `${batch}-00001`)
    const started = await program({ batches: [batch] })
    await jobsDone()
    expect(await programTexts(seller.phone!, started.id)).toHaveLength(1)

    await payload.update({ collection: 'devices', id: sold.id, data: { status: 'transferred', transferTo: buyer.id, statusNote: '중고 거래로 양도' } })
    // The registration's hook queued a run for the new one; run it again here too: still once.
    await expect.poll(() => programTexts(buyer.phone!, started.id), WAIT).toHaveLength(1)
    await jobsDone()
    await notifyProgram(payload, started.id)
    expect(await programTexts(buyer.phone!, started.id)).toHaveLength(1)
    expect(await programTexts(seller.phone!, started.id)).toHaveLength(1)
    // The sold unit is no longer the seller's: only the buyer's registration is covered now.
    const covered = await coveredDevices(payload, started)
    expect(covered.map(({ customer }) => customer)).toEqual([buyer.id])
  })

  it('opens the notice’s link once, files the free request under the program, and counts the reach', async () => {
    const [who, outsider] = await Promise.all([owner('sms'), owner('sms')])
    const batch = `${prefix}-2641`
    const unit = await device(who, `${batch}-00001`)
    const notCovered = await device(outsider, `${prefix}-2642-00001`)
    const started = await program({ batches: [batch] })
    await jobsDone()
    const [text] = await programTexts(who.phone!, started.id)
    const token = text!.text.match(/\/service\/program\/([\w-]+)/)![1]

    const bad = await rest('/service-programs/open', json('POST', { token: 'not-a-token-of-ours-at-all' }))
    expect(bad.status).toBe(404)
    expect(JSON.stringify(await bad.json())).toContain('링크가 올바르지 않거나')
    for (let i = 0; i < 2; i++) {
      const opened = await rest('/service-programs/open', json('POST', { token }))
      expect(opened.status).toBe(200)
      expect(await opened.json()).toEqual({ program: started.id, serialNumber: `${batch}-00001` })
    }

    const fileUnder = (consumer: Consumer, deviceId: number) =>
      rest(
        '/service-requests',
        json(
          'POST',
          { device: deviceId, program: started.id, symptom: 'charging', description: '배터리 무상 교환 신청합니다.', method: 'visit', shop: shop.id },
          consumer.headers,
        ),
      )
    const refused = await fileUnder(outsider.consumer, notCovered.id)
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain(NOT_IN_PROGRAM)
    const filed = await fileUnder(who.consumer, unit.id)
    expect(filed.status).toBe(201)
    const request = (await filed.json()).doc
    expect(request.program).toBe(started.id)

    // My devices show the program on the covered unit only.
    const mine = await (await rest('/service-programs/mine', { headers: who.consumer.headers })).json()
    expect(mine.devices[unit.id]).toEqual([expect.objectContaining({ id: started.id, name: started.name, offer: 'exchange' })])
    expect((await (await rest('/service-programs/mine', { headers: outsider.consumer.headers })).json()).devices).toEqual({})

    await payload.update({ collection: 'service-requests', id: request.id, data: { status: 'received' } })
    // Free: no estimate to send, no cost to take; completed, it costs 0 without anyone typing it.
    const update = (data: Record<string, unknown>) => payload.update({ collection: 'service-requests', id: request.id, data })
    await expect(update({ estimate: { parts: 10_000, labour: 5_000 } })).rejects.toThrow(estimateRefusals.programFree)
    await expect(update({ cost: 15_000 })).rejects.toThrow(estimateRefusals.programFree)
    await update({ status: 'in-repair' })
    expect((await update({ status: 'completed' })).cost).toBe(0)
    expect((await programReach(payload, { programId: started.id }))[0]).toMatchObject({ program: started.id, notified: 1, opened: 1, requested: 1, done: 1 })
    expect((await programReach(payload)).map(({ program }) => program)).toContain(started.id)
    const shown = await rest(`/service-programs/${started.id}/reach`, { headers: staff.headers })
    expect(await shown.json()).toMatchObject({ notified: 1, opened: 1, requested: 1, done: 1 })
    // An id no program can have (past PostgreSQL's integer) is a program not found, not the database's refusal.
    for (const id of ['99999999999', '1.5', 'abc']) expect((await rest(`/service-programs/${id}/reach`, { headers: staff.headers })).status, id).toBe(404)
  })

  it('lets managers and admins define and start a program; staff read only; customers nothing', async () => {
    const draft = await program({ batches: [`${prefix}-2651`] }, false)
    const body = { name: '직원이 만든 프로그램', offer: 'repair', startsOn: day(0), endsOn: day(1), notice: '안내', batches: [`${prefix}-2652`] }
    expect((await rest('/service-programs', json('POST', body, staff.headers))).status).toBe(403)
    expect((await rest(`/service-programs/${draft.id}`, json('PATCH', { name: '고침' }, staff.headers))).status).toBe(403)
    expect((await rest(`/service-programs/${draft.id}`, { method: 'DELETE', headers: staff.headers })).status).toBe(403)
    expect((await rest(`/service-programs/${draft.id}`, { headers: staff.headers })).status).toBe(200)
    const staffStart = await rest(`/service-programs/${draft.id}/start`, { method: 'POST', headers: staff.headers })
    expect(staffStart.status).toBe(403)
    expect(JSON.stringify(await staffStart.json())).toContain(START_FORBIDDEN)
    expect((await payload.findByID({ collection: 'service-programs', id: draft.id })).state).toBe('draft')

    const customer = await signUpConsumer()
    expect((await rest(`/service-programs/${draft.id}`, { headers: customer.headers })).status).toBe(403)
    expect((await rest(`/service-programs/${draft.id}/start`, { method: 'POST', headers: customer.headers })).status).toBe(403)
    expect((await rest(`/service-programs/${draft.id}/reach`, { headers: customer.headers })).status).toBe(403)

    // A program starts within its days only.
    const later = await program({ batches: [`${prefix}-2653`], startsOn: day(3), endsOn: day(10) }, false)
    const early = await rest(`/service-programs/${later.id}/start`, { method: 'POST', headers: manager.headers })
    expect(early.status).toBe(409)
    expect(JSON.stringify(await early.json())).toContain('부터 시작할 수 있습니다')
  })
})
