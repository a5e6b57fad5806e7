// The dev seed's year of history: the same from the same seed, valid as the collections define it
// when read back through Payload, made once, and made only where `npm run dev` asks for it. Each
// history is written in a transaction rolled back afterwards: the other files share this database.
import type { Payload, PayloadRequest, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { env } from '@/env'
import type { Device, ServiceRequest, TradeIn } from '@/payload-types'
import { productionBatch } from '@storefront/rules/serial'
import { seoulDay } from '@storefront/rules/seoul-date'
import { serviceFlow } from '@storefront/rules/service-request-flow'
import { checkAnswers, type Question } from '@storefront/rules/survey-answers'
import { gradeOf } from '@storefront/rules/trade-in'
import { tradeInFlow } from '@storefront/rules/trade-in-flow'
import { warrantyEndDay } from '@storefront/rules/warranty'
import { refusal, type Flow } from '@storefront/rules/workflow'
import { testPayload } from '@/test/payload'
import type { Created } from '../ensure'
import { seed } from '../index'
import { seededSurveySlugs } from '../content/surveys'
import { historyWanted, seedLocalRun } from '../local'
import { hasHistory, seedHistory } from './index'
import { historyStart } from './plan'

const NOW = new Date('2026-11-29T06:00:00.000Z')
const ofHistory = { 'customer.firebaseUid': { like: 'history-' } }

describe("the dev seed's history", () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
    // The content it builds on (models, shops, events, surveys), as the tests' seed makes it: without history.
    await seed(payload, { password: 'storefront-demo', siteUrl: env.WEB_URL })
  })

  /** `write` in a transaction that is rolled back after. */
  async function rolledBack<T>(write: (req: Partial<PayloadRequest>) => Promise<T>): Promise<T> {
    const transactionID = await payload.db.beginTransaction()
    try {
      return await write({ transactionID: transactionID ?? undefined })
    } finally {
      if (transactionID) await payload.db.rollbackTransaction(transactionID)
    }
  }

  /** What a history made: the counts, and its first rows as Payload reads them, without the ids a database gives. */
  const madeWith = (seedNumber: number) =>
    rolledBack(async (req) => {
      const created: Created = {}
      await seedHistory(payload, created, { now: NOW, seed: seedNumber, req })
      const first = { sort: 'createdAt', limit: 3, depth: 1, req } as const
      const requests = await payload.find({ collection: 'service-requests', where: ofHistory, ...first })
      const devices = await payload.find({ collection: 'devices', where: ofHistory, ...first })
      const tradeIns = await payload.find({ collection: 'trade-ins', where: ofHistory, ...first })
      return {
        created,
        devices: devices.docs.map((device) => [device.serialNumber, device.registeredAt, device.purchasePlace, (device.customer as { name: string }).name]),
        requests: requests.docs.map((request) => [
          request.number,
          request.status,
          request.symptom,
          request.method,
          (request.device as Device).serialNumber,
          request.timeline?.map(({ status, at, actor }) => [status, at, actor]),
        ]),
        tradeIns: tradeIns.docs.map((tradeIn) => [
          tradeIn.number,
          tradeIn.status,
          tradeIn.grade,
          tradeIn.inspectedGrade,
          (tradeIn.device as Device).serialNumber,
        ]),
      }
    })

  it('is the same history from the same seed, and another from another', async () => {
    const first = await madeWith(7)
    expect(first.created.devices).toBeGreaterThan(0)
    expect(first.requests).toHaveLength(3)
    expect(await madeWith(7)).toEqual(first)
    expect((await madeWith(8)).devices).not.toEqual(first.devices)
  })

  it('is a year of rows as the collections define them, read back through Payload', async () => {
    await rolledBack(async (req) => {
      const jobsBefore = (await payload.count({ collection: 'payload-jobs', req })).totalDocs
      const created: Created = {}
      const history = (await seedHistory(payload, created, { now: NOW, req }))!
      // Sized so the charts have shape: a few thousand devices, several hundred requests.
      expect(created.devices).toBeGreaterThanOrEqual(2_000)
      expect(created.devices).toBeLessThanOrEqual(4_000)
      expect(created['service-requests']).toBeGreaterThanOrEqual(400)
      expect(created['service-requests']).toBeLessThanOrEqual(800)
      expect(created['trade-ins']).toBeGreaterThan(100)
      expect(created['survey-responses']).toBeGreaterThan(500)
      expect((await payload.count({ collection: 'devices', where: ofHistory, req })).totalDocs).toBe(created.devices)
      // No status mail or notice was queued for any of it.
      expect((await payload.count({ collection: 'payload-jobs', req })).totalDocs).toBe(jobsBefore)

      const all = { where: ofHistory, pagination: false, depth: 1, req } as const
      const devices = (await payload.find({ collection: 'devices', ...all })).docs
      const from = Date.parse(`${historyStart(NOW)}T00:00:00+09:00`)
      for (const device of devices) {
        const serial = device.serial as Exclude<Device['serial'], number | null | undefined>
        expect(serial).toMatchObject({ serialNumber: device.serialNumber, productionBatch: productionBatch(device.serialNumber) })
        expect(serial.status).toBe(device.status === 'active' ? 'registered' : 'available')
        expect(device.activeSerial).toBe(device.status === 'active' ? String(serial.id) : null)
        expect((device.customer as { identity?: { adultVerifiedAt?: string | null } }).identity?.adultVerifiedAt).toBeTruthy()
        const product = device.product as { warrantyMonths: number }
        expect(seoulDay(new Date(device.warrantyEnd!))).toBe(warrantyEndDay(seoulDay(new Date(device.purchaseDate)), product.warrantyMonths))
        expect(Date.parse(device.registeredAt!)).toBeGreaterThanOrEqual(from)
        expect(Date.parse(device.registeredAt!)).toBeLessThan(NOW.getTime())
      }

      const requests = (await payload.find({ collection: 'service-requests', ...all })).docs
      for (const request of requests) expectWorkflow(serviceFlow, request)
      expect(new Set(requests.map(({ number }) => number)).size).toBe(requests.length)
      for (const request of requests)
        expect(request.number).toBe(`AS-${seoulDay(new Date(request.createdAt)).replaceAll('-', '')}-${request.number!.slice(-4)}`)
      // Most repairs by the promised day, some late, some still open.
      const completed = requests.filter(({ status }) => status === 'completed')
      const kept = completed.filter((request) => seoulDay(new Date(request.closedAt!)) <= seoulDay(new Date(request.promisedOn!)))
      expect(kept.length / completed.length).toBeGreaterThan(0.75)
      expect(kept.length).toBeLessThan(completed.length)
      expect(requests.filter(({ status }) => ['requested', 'received', 'in-repair'].includes(status)).length).toBeGreaterThan(0)
      // Visits outnumber mail-ins; every symptom turns up.
      expect(requests.filter(({ method }) => method === 'visit').length).toBeGreaterThan(requests.length / 2)
      expect(new Set(requests.map(({ symptom }) => symptom)).size).toBe(7)

      // The faulty batches claim more than twice as often per device as the rest.
      const claims = (batches: string[], inside: boolean) => {
        const chosen = devices.filter((device) => batches.includes(productionBatch(device.serialNumber)!) === inside)
        const ids = new Set(chosen.map(({ id }) => id))
        return requests.filter((request) => ids.has((request.device as Device).id)).length / chosen.length
      }
      expect(history.faultyBatches).toHaveLength(2)
      expect(claims(history.faultyBatches, true)).toBeGreaterThan(2 * claims(history.faultyBatches, false))

      const tradeIns = (await payload.find({ collection: 'trade-ins', ...all })).docs
      for (const tradeIn of tradeIns) {
        expectWorkflow(tradeInFlow, tradeIn)
        expect(tradeIn.grade).toBe(gradeOf(tradeIn.condition))
        if (tradeIn.status === 'completed') expect((tradeIn.device as Device).status).toBe('transferred')
      }
      expect(new Set(tradeIns.map(({ event }) => (event as { id: number }).id)).size).toBeGreaterThanOrEqual(2)

      const seeded: Where = {
        and: [{ 'survey.slug': { in: seededSurveySlugs } }, { createdAt: { less_than: NOW.toISOString() } }],
      }
      const responses = (await payload.find({ collection: 'survey-responses', pagination: false, depth: 1, req, where: seeded })).docs
      expect(responses.length).toBe(created['survey-responses'])
      for (const response of responses) {
        const survey = response.survey as { questions: Question[] }
        expect(checkAnswers(survey.questions, response.answers)).toEqual({ answers: response.answers })
      }
    })
  })

  it('is made once: a second seed adds nothing', async () => {
    await rolledBack(async (req) => {
      await seedHistory(payload, {}, { now: NOW, req })
      const devices = (await payload.count({ collection: 'devices', req })).totalDocs
      const created: Created = {}
      expect(await seedHistory(payload, created, { now: NOW, req })).toBeNull()
      expect(created).toEqual({})
      expect((await payload.count({ collection: 'devices', req })).totalDocs).toBe(devices)
    })
  })

  it('is made only by a local run that asks for it: not by the seed of tests, CI or production', async () => {
    expect(historyWanted(true, '1')).toBe(true)
    // Production (no LOCAL_RUN) never, even asked; a local run that does not ask (the test suite, bench, faults) neither.
    expect(historyWanted(false, '1')).toBe(false)
    expect(historyWanted(true, undefined)).toBe(false)
    expect(historyWanted(true, '0')).toBe(false)
    // The seed these tests run, as the suite's scripts run it (LOCAL_RUN=1, no SEED_HISTORY), made none.
    expect(process.env.SEED_HISTORY).toBeUndefined()
    await seedLocalRun(payload)
    expect(await hasHistory(payload)).toBe(false)
  })
})

/** Each change of the timeline one the flow allows its actor, the status the last one's, closedAt when it closed. */
function expectWorkflow(flow: Flow, record: ServiceRequest | TradeIn) {
  const timeline = record.timeline!
  expect(timeline[0]).toMatchObject({ status: flow.initial, actor: 'customer' })
  let status = flow.initial
  for (const entry of timeline.slice(1)) {
    expect(Date.parse(entry.at)).toBeGreaterThan(Date.parse(timeline[0]!.at))
    if (entry.event) {
      expect(entry.status).toBe(status)
      continue
    }
    expect(refusal(flow, status, entry.status, entry.actor, entry.note)).toBeNull()
    status = entry.status
  }
  expect(record.status).toBe(status)
  const closed = !(status in flow.transitions)
  expect(record.closedAt ?? null).toBe(closed ? timeline.at(-1)!.at : null)
}
