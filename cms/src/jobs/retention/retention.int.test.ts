// The retention task (periods.ts) on a clock the test sets: a record past its period is deleted or
// unlinked, one inside it is left as it was. Records are backdated at the database level, as time
// would have made them.
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Customer, Survey } from '@/payload-types'
import { testPayload } from '@/test/payload'
import { applyRetention } from './retention'
import { RETENTION } from './periods'

const DAY = 24 * 60 * 60 * 1000

describe('retention', () => {
  let payload: Payload
  let customer: Customer
  let survey: Survey
  const now = new Date()
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString()
  const backdate = (collection: 'access-records' | 'survey-responses' | 'data-requests', id: number, data: Record<string, string>) =>
    payload.db.updateOne({ collection, id, data })

  beforeAll(async () => {
    payload = await testPayload()
    customer = await payload.create({
      collection: 'customers',
      data: { firebaseUid: `retention-${randomUUID()}`, provider: 'password', email: `retention-${randomUUID()}@storefront.test` },
    })
    survey = await payload.create({
      collection: 'surveys',
      data: {
        slug: `retention-${randomUUID().slice(0, 8)}`,
        _status: 'published',
        title: '보유 기간 설문',
        opensAt: daysAgo(800),
        // Closed long ago: unlinking must not depend on the survey being open.
        closesAt: daysAgo(700),
        requiresLogin: true,
        allowEdit: false,
        questions: [{ blockType: 'rating', question: '만족도', required: true, scale: '5' }],
      },
    })
  })

  it('deletes Web Vitals past 90 days and keeps newer ones', async () => {
    const write = async (createdAt: string) =>
      (await payload.db.create({
        collection: 'web-vitals',
        data: { metric: 'LCP', value: 1000, rating: 'good', route: 'retention', path: '/', device: 'mobile', hydrated: false, createdAt, updatedAt: createdAt },
      })) as { id: number }
    const past = await write(daysAgo(RETENTION.webVitals.days + 1))
    const inside = await write(daysAgo(RETENTION.webVitals.days - 1))
    const result = await applyRetention(payload, now)
    expect(result.webVitalsDeleted).toBeGreaterThanOrEqual(1)
    const left = await payload.find({ collection: 'web-vitals', where: { id: { in: [past.id, inside.id] } }, depth: 0 })
    expect(left.docs.map(({ id }) => id)).toEqual([inside.id])
  })

  it('deletes an access record past two years and keeps one inside them', async () => {
    const write = async (createdAt: string) =>
      (await payload.db.create({
        collection: 'access-records',
        data: {
          staffEmail: 'retention@storefront.test',
          operation: 'read',
          resource: 'customers',
          customers: ` ${customer.id} `,
          createdAt,
          updatedAt: createdAt,
        },
      })) as { id: number }
    const past = await write(daysAgo(RETENTION.accessRecords.days + 1))
    const inside = await write(daysAgo(RETENTION.accessRecords.days - 1))
    const result = await applyRetention(payload, now)
    expect(result.accessRecordsDeleted).toBeGreaterThanOrEqual(1)
    const left = await payload.find({ collection: 'access-records', where: { id: { in: [past.id, inside.id] } }, depth: 0 })
    expect(left.docs.map(({ id }) => id)).toEqual([inside.id])
  })

  it('unlinks a survey response older than a year from its customer, answers kept, and leaves a newer one linked', async () => {
    const respond = async (createdAt: string) => {
      const response = await payload.db.create({
        collection: 'survey-responses',
        data: {
          survey: survey.id,
          customer: customer.id,
          respondentKey: `retention:${randomUUID()}`,
          answers: [{ question: survey.questions[0]!.id, value: 4 }],
          createdAt,
          updatedAt: createdAt,
        },
      })
      return response as { id: number }
    }
    const past = await respond(daysAgo(RETENTION.surveyResponses.days + 1))
    const inside = await respond(daysAgo(RETENTION.surveyResponses.days - 1))
    await applyRetention(payload, now)
    const [old, recent] = await Promise.all([past, inside].map(({ id }) => payload.findByID({ collection: 'survey-responses', id, depth: 0 })))
    expect(old!.customer ?? null).toBeNull()
    expect(old!.respondentKey ?? null).toBeNull()
    expect(old!.answers).toEqual([{ question: survey.questions[0]!.id, value: 4 }])
    expect(recent!.customer).toBe(customer.id)
  })

  it('deletes a request about one’s data three years after its answer, and keeps a newer one', async () => {
    const request = async (closedAt: string) => {
      const created = await payload.create({
        collection: 'data-requests',
        data: { customer: customer.id, kind: 'delete', details: '지워 주세요.', status: 'done' },
      })
      await backdate('data-requests', created.id, { closedAt })
      return created
    }
    const past = await request(daysAgo(RETENTION.dataRequests.days + 1))
    const inside = await request(daysAgo(RETENTION.dataRequests.days - 1))
    await applyRetention(payload, now)
    const left = await payload.find({ collection: 'data-requests', where: { id: { in: [past.id, inside.id] } }, depth: 0 })
    expect(left.docs.map(({ id }) => id)).toEqual([inside.id])
  })

  it('deletes the record of an announcement sent to a customer once past its period, keeps a younger one and the reminder', async () => {
    const announcement = await payload.create({
      collection: 'announcements',
      data: { title: '보유 기간 광고', kind: 'survey', channel: 'text', body: '설문에 참여해 주세요.', state: 'draft' },
      depth: 0,
    })
    const row = async (key: string, createdAt: string, sentWith: number | null = announcement.id) =>
      (await payload.db.create({
        collection: 'announcement-recipients',
        data: { key, announcement: sentWith, customer: customer.id, state: 'sent', recipient: '010-****-1234', createdAt, updatedAt: createdAt },
      })) as { id: number }
    const tag = randomUUID()
    const past = await row(`announcements:retention:${tag}:past`, daysAgo(RETENTION.announcementRecipients.days + 1))
    const inside = await row(`announcements:retention:${tag}:inside`, daysAgo(RETENTION.announcementRecipients.days - 1))
    // The consent reminder's row is what keeps it once per consent: not an advertisement's record.
    const reminder = await row(`reconfirm:retention:${tag}`, daysAgo(RETENTION.announcementRecipients.days + 1), null)
    const result = await applyRetention(payload, now)
    expect(result.announcementRecipientsDeleted).toBeGreaterThanOrEqual(1)
    const left = await payload.find({ collection: 'announcement-recipients', where: { id: { in: [past.id, inside.id, reminder.id] } }, sort: 'id', depth: 0 })
    expect(left.docs.map(({ id }) => id)).toEqual([inside.id, reminder.id])
  })

  it('runs through the jobs queue as a scheduled task', async () => {
    const task = payload.config.jobs.tasks?.find(({ slug }) => slug === 'retention')
    expect(task?.schedule?.[0]).toMatchObject({ queue: 'daily' })
    const createdAt = daysAgo(RETENTION.accessRecords.days + 10)
    const old = (await payload.db.create({
      collection: 'access-records',
      data: {
        staffEmail: 'retention@storefront.test',
        operation: 'list',
        resource: 'customers',
        customers: ` ${customer.id} `,
        createdAt,
        updatedAt: createdAt,
      },
    })) as { id: number }
    const job = await payload.jobs.queue({ task: 'retention', input: {}, queue: `retention-test-${randomUUID()}` })
    await payload.jobs.runByID({ id: job.id })
    // A job that completes is removed from the queue; one that failed stays with its error.
    expect((await payload.find({ collection: 'payload-jobs', where: { id: { equals: job.id } }, depth: 0 })).docs).toEqual([])
    expect((await payload.find({ collection: 'access-records', where: { id: { equals: old.id } }, depth: 0 })).docs).toEqual([])
  })
})
