// The insights' aggregates on the real database, for a shop of this file's own over two past Seoul
// weeks: the weeks' Monday boundaries in Seoul's time, the median and 90th percentile of the repair
// time, the share finished by the promised day, and claims per 1,000 devices by model and batch.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { dbFor } from '@/lib/db'
import type { Customer, Product, Shop } from '@/payload-types'
import { createProduct, createShop, createTradeInEvent, customerOf, unique } from '@/test/fixtures'
import { signUpConsumer } from '@/test/firebase'
import { rest, staffSession, testPayload } from '@/test/payload'
import { csvRows, type Figure } from './figure'
import { insightsFilter } from './period'
import { claims } from './sections/claims'
import { registrations } from './sections/registrations'
import { serviceRequests } from './sections/serviceRequests'
import { surveys } from './sections/surveys'
import { tradeIns } from './sections/tradeIns'
import { turnaround } from './sections/turnaround'

const DAY_MS = 86_400_000
const at = (iso: string) => new Date(iso).toISOString()
/** A figure's table as plain values: row → series key → value. */
const table = (figure: Figure | undefined) =>
  Object.fromEntries(figure!.rows.map((row, index) => [row, Object.fromEntries(figure!.series.map((series) => [series.key, series.values[index]]))]))

describe('the insights’ figures', () => {
  let payload: Payload
  let shop: Shop
  let air: Product
  let pro: Product
  let customer: Customer
  const batch = (name: string) => `INS${tag}-${name}`
  const tag = unique().slice(0, 6)
  // 5 October 2026 is a Monday: the period is the Seoul weeks of 5 and 12 October.
  const filter = () => insightsFilter({ from: '2026-10-05', to: '2026-10-18', shop: String(shop.id) })

  async function device(product: Product, batchName: string, unit: number, registeredAt: string) {
    const serialNumber = `${batch(batchName)}-${String(unit).padStart(5, '0')}`
    await payload.create({ collection: 'serials', data: { serialNumber, product: product.id, status: 'available' } })
    const doc = await payload.create({
      collection: 'devices',
      data: { serialNumber, customer: customer.id, purchaseDate: at('2026-10-01T03:00:00Z'), purchaseShop: shop.id, status: 'active' },
    })
    await payload.db.updateOne({ collection: 'devices', id: doc.id, data: { registeredAt } })
    return doc.id
  }

  /** A request on `deviceId` completed `days` after it was received at the counter, finished at `closedAt`. */
  async function completed(deviceId: number, days: number, closedAt: string, promisedOn: string | null, symptom: 'power' | 'leak' = 'power') {
    const doc = await payload.create({
      collection: 'service-requests',
      data: { device: deviceId, customer: customer.id, symptom, description: '전원이 켜지지 않습니다.', method: 'visit', shop: shop.id, status: 'requested' },
    })
    for (const status of ['received', 'in-repair', 'completed'] as const) await payload.update({ collection: 'service-requests', id: doc.id, data: { status } })
    const received = new Date(new Date(closedAt).getTime() - days * DAY_MS).toISOString()
    await payload.db.updateOne({ collection: 'service-requests', id: doc.id, data: { createdAt: at('2026-10-05T16:00:00Z'), closedAt, promisedOn } })
    const db = await dbFor(payload)
    await db.execute(sql`UPDATE service_requests_timeline SET at = ${received} WHERE _parent_id = ${doc.id} AND status = 'received'`)
    return doc.id
  }

  beforeAll(async () => {
    payload = await testPayload()
    ;[shop, air, pro] = await Promise.all([createShop(payload, ['service']), createProduct(payload), createProduct(payload)])
    customer = await customerOf(await signUpConsumer())
    // Sunday 23:30 in Seoul and Monday 00:10 in Seoul: the same UTC day, two Seoul weeks.
    const a1 = await device(air, 'A', 1, at('2026-10-11T14:30:00Z'))
    const a2 = await device(air, 'A', 2, at('2026-10-11T15:10:00Z'))
    await device(air, 'A', 3, at('2026-10-06T03:00:00Z'))
    const b1 = await device(air, 'B', 1, at('2026-10-06T03:00:00Z'))
    await device(air, 'B', 2, at('2026-10-06T03:00:00Z'))
    const c = [] as number[]
    for (let unit = 1; unit <= 5; unit += 1) c.push(await device(pro, 'C', unit, at('2026-10-06T03:00:00Z')))
    // Registered after the period: neither a registration of it nor a device of its fleet.
    await device(pro, 'C', 6, at('2026-10-19T03:00:00Z'))

    // Repair times 1, 2, 3, 4 and 10 days. Promised days (Korean days): a1 finished at 23:00 in
    // Seoul on the day promised (kept), a2 at 00:30 the day after (missed), b1 early, c1 late, c2 none.
    await completed(a1, 1, at('2026-10-09T14:00:00Z'), at('2026-10-09T03:00:00Z'))
    await completed(a2, 2, at('2026-10-09T15:30:00Z'), at('2026-10-09T03:00:00Z'))
    await completed(b1, 3, at('2026-10-13T03:00:00Z'), at('2026-10-15T03:00:00Z'))
    await completed(c[0]!, 4, at('2026-10-14T03:00:00Z'), at('2026-10-10T03:00:00Z'))
    await completed(c[1]!, 10, at('2026-10-16T03:00:00Z'), null, 'leak')
  })

  it('weeks start on Monday in Seoul: a period of Korean days is whole Seoul weeks', () => {
    const { from, to, weeks } = filter()
    expect(weeks).toEqual(['2026-10-05', '2026-10-12'])
    expect(from.toISOString()).toBe('2026-10-04T15:00:00.000Z')
    expect(to.toISOString()).toBe('2026-10-18T15:00:00.000Z')
    // The last 4 weeks end with this week, from its Monday in Seoul (Sunday 16:00 UTC is Monday in Seoul).
    const last4 = insightsFilter({ weeks: '4' }, new Date('2026-11-29T16:00:00Z'))
    expect(last4.weeks).toEqual(['2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30'])
    expect(insightsFilter({ weeks: '4' }, new Date('2026-11-29T14:59:00Z')).weeks.at(-1)).toBe('2026-11-23')
    expect(insightsFilter({ weeks: '5', from: '2026-02-30' }).problem).toMatch(/연-월-일/)
    // A shop no row can be (past PostgreSQL's integer) is said so, and never reaches a query.
    expect(insightsFilter({ shop: '99999999999' })).toMatchObject({ shop: null, problem: expect.stringContaining('매장을 목록에서 고르세요.') })
  })

  it('counts registrations per Seoul week and model', async () => {
    const [figure] = await registrations.load(payload, filter())
    const weekly = table(figure)
    // a1 at Sunday 23:30 in Seoul is the first week's; a2 at Monday 00:10 the second's.
    expect(weekly['2026-10-05']).toEqual({ [air.id]: 4, [pro.id]: 5 })
    expect(weekly['2026-10-12']).toEqual({ [air.id]: 1, [pro.id]: 0 })
  })

  it('counts requests per week by method and symptom', async () => {
    const [method, symptom] = await serviceRequests.load(payload, filter())
    expect(table(method)['2026-10-05']).toEqual({ visit: 5, mail: 0 })
    expect(table(symptom)['2026-10-05']).toMatchObject({ power: 4, leak: 1, charging: 0 })
    expect(table(symptom)['2026-10-12']).toMatchObject({ power: 0, leak: 0 })
  })

  it('takes the median and 90th percentile from 접수 완료 to 수리 완료, and the share finished by the promised Korean day', async () => {
    const [total, weekly] = await turnaround.load(payload, filter())
    const whole = table(total)['기간 전체']!
    // 1, 2, 3, 4, 10 days: the median 3; the 90th percentile 4 + 0.6 × (10 − 4), interpolated as percentile_cont does.
    expect(whole.done).toBe(5)
    expect(whole.median).toBeCloseTo(3, 6)
    expect(whole.p90).toBeCloseTo(7.6, 6)
    expect(whole.promised).toBe(4)
    expect(whole.kept).toBe(0.5)
    // By the Seoul week of completion: a2 at 00:30 on Saturday in Seoul is still the first week's.
    expect(table(weekly)['2026-10-05']).toMatchObject({ done: 2, promised: 2, kept: 0.5 })
    expect(table(weekly)['2026-10-05']!.median).toBeCloseTo(1.5, 6)
    expect(table(weekly)['2026-10-12']).toMatchObject({ done: 3, promised: 2, kept: 0.5 })
    expect(table(weekly)['2026-10-12']!.p90).toBeCloseTo(8.8, 6)
    expect(csvRows(total!)).toEqual([
      ['기간', '수리 완료(건)', '중앙값(일)', '90번째 백분위수(일)', '약속일 있음(건)', '약속일 안에 완료(%)'],
      ['기간 전체', '5', '3.0', '7.6', '4', '50.0'],
    ])
  })

  it('counts claims per 1,000 devices registered by the period’s end, by model and by production batch', async () => {
    const [byModel, byBatch] = await claims.load(payload, filter())
    expect(table(byModel)).toEqual({
      [air.name]: { devices: 5, claims: 3, rate: 600 },
      [pro.name]: { devices: 5, claims: 2, rate: 400 },
    })
    expect(byBatch!.rows).toEqual([batch('A'), batch('B'), batch('C')])
    expect(table(byBatch)[batch('A')]!.rate).toBeCloseTo(2000 / 3, 6)
    expect(table(byBatch)[batch('B')]).toEqual({ devices: 2, claims: 1, rate: 500 })
    expect(table(byBatch)[batch('C')]).toEqual({ devices: 5, claims: 2, rate: 400 })
  })

  it('counts trade-ins per event by status and by grade, the inspected grade first', async () => {
    const product = await createProduct(payload, { tradeInEligible: true })
    const event = await createTradeInEvent(payload, product, { title: `통계 행사 ${tag}` })
    const devices = [await device(product, 'T', 1, at('2026-10-06T03:00:00Z')), await device(product, 'T', 2, at('2026-10-06T03:00:00Z'))]
    const tradeIn = (index: number, data: Record<string, unknown>) =>
      payload.db.create({
        collection: 'trade-ins',
        data: {
          number: `TI-INS-${tag}-${index}`,
          event: event.id,
          device: devices[index],
          customer: customer.id,
          condition: { exterior: 'clean', powersOn: true, accessories: true },
          method: 'visit',
          shop: shop.id,
          createdAt: at('2026-10-13T03:00:00Z'),
          ...data,
        },
      })
    await tradeIn(0, { status: 'requested', grade: 'A' })
    await tradeIn(1, { status: 'device-received', grade: 'A', inspectedGrade: 'C' })
    const [byStatus, byGrade] = await tradeIns.load(payload, filter())
    expect(table(byStatus)[event.title]).toMatchObject({ requested: 1, 'device-received': 1, completed: 0 })
    expect(table(byGrade)[event.title]).toMatchObject({ A: 1, B: 0, C: 1 })
  })

  it('counts a survey question’s answers per week: each choice of a multiple choice, each score and the average of a rating', async () => {
    const survey = await payload.create({
      collection: 'surveys',
      data: {
        title: `통계 설문 ${tag}`,
        slug: `insights-${tag.toLowerCase()}`,
        opensAt: at('2026-01-01T00:00:00Z'),
        requiresLogin: false,
        _status: 'published',
        questions: [
          { blockType: 'multipleChoice', question: '어디서 샀나요?', options: [{ label: '매장' }, { label: '온라인' }] },
          { blockType: 'rating', question: '만족도', scale: '5' },
        ],
      },
    })
    const [where, rating] = survey.questions.map(({ id }) => id!)
    for (const [choices, score, createdAt] of [
      [['매장', '온라인'], 5, '2026-10-06T03:00:00Z'],
      [['매장'], 2, '2026-10-07T03:00:00Z'],
      [['온라인'], 4, '2026-10-13T03:00:00Z'],
    ] as const) {
      const response = await payload.create({
        collection: 'survey-responses',
        data: {
          survey: survey.id,
          answers: [
            { question: where, value: [...choices] },
            { question: rating, value: score },
          ],
        },
      })
      await payload.db.updateOne({ collection: 'survey-responses', id: response.id, data: { createdAt: at(createdAt) } })
    }
    const [choice] = await surveys.load(payload, { ...filter(), question: `${survey.id}:${where}` })
    expect(table(choice)['2026-10-05']).toEqual({ 매장: 2, 온라인: 1, answered: 2 })
    expect(table(choice)['2026-10-12']).toEqual({ 매장: 0, 온라인: 1, answered: 1 })
    const [scores] = await surveys.load(payload, { ...filter(), question: `${survey.id}:${rating}` })
    expect(table(scores)['2026-10-05']).toMatchObject({ 2: 1, 5: 1, 3: 0, answered: 2, average: 3.5 })
  })

  it('answers the CSV of a figure with a BOM, the table as shown', async () => {
    const { headers } = await staffSession(payload, 'staff')
    const response = await rest(`/insights/turnaround?from=2026-10-05&to=2026-10-18&shop=${shop.id}&format=csv&figure=total`, { headers })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      '기간,수리 완료(건),중앙값(일),90번째 백분위수(일),약속일 있음(건),약속일 안에 완료(%)\r\n기간 전체,5,3.0,7.6,4,50.0\r\n',
    )
    expect((await rest(`/insights/turnaround?format=csv&figure=nothing`, { headers })).status).toBe(400)
    expect((await rest(`/insights/nothing`, { headers })).status).toBe(404)
  })
})
