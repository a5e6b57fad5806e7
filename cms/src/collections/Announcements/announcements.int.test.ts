// Announcements (광고성 정보) against the real CMS and the SOLAPI stand-in, on a clock the test
// sets (the job's handler is sendAnnouncement on the CMS's clock): the night waits for 08:00, a
// refusal and a two-year-old consent are honoured, and nothing is sent twice.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Announcement, AnnouncementRecipient, User } from '@/payload-types'
import { customerOf, json } from '@/test/fixtures'
import { signUpConsumer } from '@/test/firebase'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'
import { failAtCarrier, textsTo, uniquePhone, withoutKakaoTalk } from '@/test/solapi'
import { REFUSAL_PATH } from '@storefront/rules/advertising'
import { REFUSAL_BAD_LINK } from '@/collections/Customers/marketing/refusalEndpoint'
import { ANNOUNCEMENT_LOCKED } from '.'
import { sendAnnouncement } from './send'
import { SEND_FORBIDDEN } from './sendEndpoint'

const seoul = (local: string) => new Date(`${local}+09:00`)
const WAIT = { timeout: 40_000, interval: 300 }

describe('announcements to consenting customers', () => {
  let payload: Payload
  let manager: { user: User; headers: Record<string, string> }
  let staff: { user: User; headers: Record<string, string> }
  let clock = new Date()
  const now = () => clock

  beforeAll(async () => {
    payload = await testPayload()
    ;[manager, staff] = await Promise.all([staffSession(payload, 'manager'), staffSession(payload, 'staff')])
  })
  const consented: number[] = []
  afterAll(async () => {
    await removeUsers(payload, [manager.user, staff.user])
    // Every announcement goes to every consenting customer of the database: this file's stop consenting,
    // so that the next run's (and other files') sends do not grow with each run.
    for (const id of consented)
      await payload.update({ collection: 'customers', id, data: { consents: { marketingOptIn: false } }, depth: 0, overrideAccess: true })
  })

  /** A consumer with a number (its consent given) and marketing consent, as my page saves them. */
  async function consenting() {
    const owner = await signUpConsumer('김광고')
    const { id } = await customerOf(owner)
    const phone = uniquePhone()
    const body = { phone, consents: { phoneAcceptedAt: new Date().toISOString(), marketingOptIn: true } }
    expect((await rest(`/customers/${id}`, json('PATCH', body, owner.headers))).status).toBe(200)
    consented.push(id)
    return { owner, id, phone }
  }

  const draft = async (title: string, channel: 'kakao' | 'text' = 'kakao'): Promise<Announcement> => {
    const created = await rest('/announcements', json('POST', { title, kind: 'survey', channel, body: '새 기기 사용 설문에 참여해 주세요.' }, manager.headers))
    expect(created.status).toBe(201)
    return (await created.json()).doc
  }
  const rowsOf = async (announcement: number): Promise<AnnouncementRecipient[]> =>
    (
      await payload.find({
        collection: 'announcement-recipients',
        where: { announcement: { equals: announcement } },
        depth: 0,
        limit: 1000,
        overrideAccess: true,
      })
    ).docs
  const stateOf = async (announcement: number, customer: number) => (await rowsOf(announcement)).find((row) => row.customer === customer)?.state
  /** What reached `phone` for `announcement` (other tests' announcements may reach it too). */
  const adsTo = async (phone: string, announcement: number) =>
    (await textsTo(phone)).filter(
      (text) => text.customFields?.noticeKey === undefined || text.customFields.noticeKey.startsWith(`announcements:${announcement}:`),
    )
  const refuse = (token: string) => rest('/customers/marketing-refusal', json('POST', { token }))

  it('sends at 20:49 Seoul, waits from 20:50 for 08:00, skips a refusal at once and reminds a two-year-old consent', async () => {
    const [kept, refusedEarly, refusedLater, lapsed] = await Promise.all([consenting(), consenting(), consenting(), consenting()])
    await withoutKakaoTalk(refusedLater.phone)
    // A consent given more than two years before the clock: staff recorded it at the counter.
    await payload.update({
      collection: 'customers',
      id: lapsed.id,
      data: { consents: { marketingOptIn: true, marketingAcceptedAt: '2024-01-05T01:00:00.000Z' } },
      overrideAccess: true,
    })

    // Refused from a link before anything: gets neither announcement.
    clock = seoul('2026-03-02T20:30:00')
    const { refusalUrl } = await import('@/collections/Customers/marketing/refusalLink')
    const earlyLink = new URL(await refusalUrl(refusedEarly.id, clock))
    expect(earlyLink.pathname).toBe(REFUSAL_PATH)
    expect((await refuse(earlyLink.searchParams.get('t')!)).status).toBe(200)
    expect((await refuse(earlyLink.searchParams.get('t')!)).status).toBe(200)
    const bad = await refuse('not-a-token')
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain(REFUSAL_BAD_LINK)

    clock = seoul('2026-03-02T20:49:00')
    const evening = await draft('봄맞이 설문')
    expect(await sendAnnouncement(payload, evening.id, now)).toEqual({ done: true })
    const [ad] = await adsTo(kept.phone, evening.id)
    expect(ad).toMatchObject({ type: 'CTA', customFields: { noticeKey: `announcements:${evening.id}:${kept.id}` } })
    expect(ad!.text).toMatch(/^\(광고\) \S+/)
    expect(ad!.text).toContain('봄맞이 설문')
    expect(ad!.text).toMatch(/\n무료수신거부: \S+\/marketing\/refuse\?t=[\w-]+\.[\w-]+\.[\w-]+$/)
    // Without KakaoTalk the 친구톡 goes as LMS (대체 발송).
    expect(await adsTo(refusedLater.phone, evening.id)).toEqual([expect.objectContaining({ type: 'LMS', replacement: true })])
    expect(await adsTo(refusedEarly.phone, evening.id)).toEqual([])
    expect(await stateOf(evening.id, refusedEarly.id)).toBeUndefined()
    // No ad to the old consent: the reminder instead, which is not an ad.
    const [reminder] = await textsTo(lapsed.phone)
    expect(reminder?.text).toContain('2년')
    expect(reminder?.text.startsWith('(광고)')).toBe(false)
    expect(await stateOf(evening.id, lapsed.id)).toBe('lapsed')

    clock = seoul('2026-03-02T20:50:00')
    const night = await draft('야간 이벤트', 'text')
    const waiting = await sendAnnouncement(payload, night.id, now)
    expect(waiting).toEqual({ done: false, waitUntil: seoul('2026-03-03T08:00:00') })
    expect(await stateOf(night.id, kept.id)).toBe('queued')
    expect(await adsTo(kept.phone, night.id)).toEqual([])

    // Refuses from the evening's message, before the morning: skipped, at once.
    clock = seoul('2026-03-02T23:00:00')
    const link = new URL((await adsTo(refusedLater.phone, evening.id))[0]!.text.split('무료수신거부: ')[1]!)
    expect((await refuse(link.searchParams.get('t')!)).status).toBe(200)
    expect((await payload.findByID({ collection: 'customers', id: refusedLater.id, depth: 0 })).consents).toMatchObject({
      marketingOptIn: false,
      marketingAcceptedAt: null,
    })
    expect(await sendAnnouncement(payload, night.id, now)).toMatchObject({ done: false })

    clock = seoul('2026-03-03T08:00:00')
    expect(await sendAnnouncement(payload, night.id, now)).toEqual({ done: true })
    expect(await adsTo(kept.phone, night.id)).toEqual([expect.objectContaining({ type: 'LMS', text: expect.stringMatching(/^\(광고\) /) })])
    expect(await adsTo(refusedLater.phone, night.id)).toEqual([])
    expect(await stateOf(night.id, refusedLater.id)).toBe('refused')
    expect(await stateOf(night.id, lapsed.id)).toBe('lapsed')
    // Told once, not at each announcement.
    expect(await textsTo(lapsed.phone)).toHaveLength(1)

    // Once every report is in (the report job follows the send), the counts are the rows'.
    await expect.poll(async () => (await rowsOf(night.id)).filter((row) => row.state === 'sent'), WAIT).toEqual([])
    const done = await payload.findByID({ collection: 'announcements', id: night.id, depth: 0 })
    const rows = await rowsOf(night.id)
    const count = (state: string) => rows.filter((row) => row.state === state).length
    expect(done).toMatchObject({
      state: 'sent',
      counts: {
        targeted: rows.length,
        sent: rows.filter((row) => row.messageId).length,
        delivered: count('delivered'),
        failed: count('failed'),
        refused: count('refused'),
        lapsed: count('lapsed'),
      },
    })
    expect(done.counts!.refused).toBeGreaterThanOrEqual(1)
  })

  it('follows each message to its delivery report: delivered, or failed by the carrier with the reason in Korean, counted', async () => {
    const [reached, failed] = await Promise.all([consenting(), consenting()])
    await failAtCarrier(failed.phone, 1)
    clock = seoul('2026-03-05T10:00:00')
    const followed = await draft('전달 확인 이벤트')
    expect(await sendAnnouncement(payload, followed.id, now)).toEqual({ done: true })
    const mine = async () => (await rowsOf(followed.id)).filter((row) => [reached.id, failed.id].includes(row.customer as number))
    await expect
      .poll(async () => (await mine()).map((row) => [row.customer, row.state]).sort(), WAIT)
      .toEqual(
        [
          [reached.id, 'delivered'],
          [failed.id, 'failed'],
        ].sort(),
      )
    const failure = (await mine()).find((row) => row.customer === failed.id)!
    expect(failure).toMatchObject({ messageType: 'CTA', reason: '카카오톡 메시지를 전달하지 못했습니다. (3105)', reportedAt: expect.any(String) })
    // Ads fall back to nothing of ours: the one message, failed.
    expect(await adsTo(failed.phone, followed.id)).toHaveLength(1)
    const counts = async () => (await payload.findByID({ collection: 'announcements', id: followed.id, depth: 0 })).counts!
    await expect.poll(async () => (await counts()).delivered, WAIT).toBeGreaterThanOrEqual(1)
    expect((await counts()).failed).toBeGreaterThanOrEqual(1)
    // Staff read each recipient's outcome on the announcement itself.
    const shown = await (await rest(`/announcements/${followed.id}?depth=1`, { headers: staff.headers })).json()
    expect(shown.recipients.docs.map((row: AnnouncementRecipient) => row.id)).toEqual(expect.arrayContaining([failure.id]))
  })

  it('sends once: a run again, a run after the answer was lost, a second press; only managers and admins send, customers never read', async () => {
    const customer = await consenting()
    clock = seoul('2026-03-04T10:00:00')
    const once = await draft('한 번만 가는 이벤트')
    await sendAnnouncement(payload, once.id, now)
    // As if the job had died after the provider took the message: the row still `sending`.
    const row = (await rowsOf(once.id)).find((each) => each.customer === customer.id)!
    await payload.update({ collection: 'announcement-recipients', id: row.id, data: { state: 'sending' }, overrideAccess: true })
    await payload.update({ collection: 'announcements', id: once.id, data: { state: 'queued' }, overrideAccess: true })
    await sendAnnouncement(payload, once.id, now)
    await sendAnnouncement(payload, once.id, now)
    expect(await adsTo(customer.phone, once.id)).toHaveLength(1)
    expect(await stateOf(once.id, customer.id)).toBe('sent')

    const pressed = await draft('두 번 누른 이벤트')
    const byStaff = await rest(`/announcements/${pressed.id}/send`, json('POST', {}, staff.headers))
    expect(byStaff.status).toBe(403)
    expect(JSON.stringify(await byStaff.json())).toContain(SEND_FORBIDDEN)
    expect((await rest(`/announcements/${pressed.id}/send`, json('POST', {}, customer.owner.headers))).status).toBe(403)
    expect((await rest(`/announcements/${pressed.id}/send`, json('POST', {}))).status).toBe(403)
    expect((await payload.findByID({ collection: 'announcements', id: pressed.id, depth: 0 })).state).toBe('draft')
    const first = await rest(`/announcements/${pressed.id}/send`, json('POST', {}, manager.headers))
    const second = await rest(`/announcements/${pressed.id}/send`, json('POST', {}, manager.headers))
    expect([first.status, second.status]).toEqual([200, 200])
    expect((await second.json()).sendAfter).toBe((await first.json()).sendAfter)
    const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'announcementSend' } }, limit: 1000, depth: 0 })
    const pressedJobs = jobs.docs.filter((job) => (job.input as { announcement?: number })?.announcement === pressed.id)
    expect(pressedJobs.length).toBeLessThanOrEqual(1)
    // On a queue of its own, never ahead of (or holding back) the customers' notices.
    expect(pressedJobs.map((job) => job.queue)).not.toContain('default')
    // Once pressed, what customers get is fixed.
    const changed = await rest(`/announcements/${pressed.id}`, json('PATCH', { body: '바꾼 본문' }, manager.headers))
    expect(changed.status).toBe(400)
    expect(JSON.stringify(await changed.json())).toContain(ANNOUNCEMENT_LOCKED)

    expect((await rest('/announcements', { headers: customer.owner.headers })).status).toBe(403)
    expect((await rest(`/announcements/${pressed.id}/preview`, { headers: customer.owner.headers })).status).toBe(403)
    const preview = await (await rest(`/announcements/${pressed.id}/preview`, { headers: staff.headers })).json()
    expect(preview.text).toMatch(/^\(광고\) \S+\n\n두 번 누른 이벤트\n/)
    expect(preview.text).toMatch(/\n무료수신거부: \S+\/marketing\/refuse\?t=/)
  })
})
