// A year of made-up business for the dev database (`npm run dev` only, seed/local.ts): customers
// and their registered devices, A/S requests and trade-ins moved through their statuses, survey
// answers; so the admin's insights have something to chart on a first start. Never in tests, CI
// or production: they seed without it.
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest, Where } from 'payload'
import { dbFor } from '@/lib/db'
import { policyVersion } from '@storefront/rules/policy-version'
import type { Question } from '@storefront/rules/survey-answers'
import { relationId } from '@storefront/rules/relation-id'
import { seoulDay } from '@storefront/rules/seoul-date'
import type { Created } from '../ensure'
import { seededProductCodes } from '../content/catalog'
import { seededSurveySlugs } from '../content/surveys'
import { termsSeed } from '../content/terms'
import { addDays, seoulAt } from './calendar'
import { HISTORY_SEED, HISTORY_STOCK_LABEL, historyStart, planHistory, type History, type HistoryCatalogue } from './plan'
import { writeHistory } from './write'

const SEASONS = ['겨울', '겨울', '봄', '봄', '봄', '여름', '여름', '여름', '가을', '가을', '가을', '겨울']

export type HistoryOptions = {
  /** The moment the history ends; it begins on the Monday 51 weeks before this one's week. */
  now?: Date
  seed?: number
  /** A transaction to write in (the tests roll theirs back); otherwise one of its own, committed. */
  req?: Partial<PayloadRequest>
}

/** Whether the history is there: its serials carry HISTORY_STOCK_LABEL under 입고 묶음. */
export async function hasHistory(payload: Payload, req?: Partial<PayloadRequest>): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'serials', where: { batch: { like: HISTORY_STOCK_LABEL } }, req })
  return totalDocs > 0
}

/**
 * Writes the history once, all of it or nothing (one transaction); a second run adds nothing.
 * Counts what it made into `created`; returns the plan it wrote, or null when there was one.
 */
export async function seedHistory(
  payload: Payload,
  created: Created,
  { now = new Date(), seed = HISTORY_SEED, req }: HistoryOptions = {},
): Promise<History | null> {
  const own = req?.transactionID === undefined
  const transactionID = own ? await payload.db.beginTransaction() : await req!.transactionID
  const inTransaction = { ...req, transactionID: transactionID ?? undefined }
  try {
    if (await hasHistory(payload, inTransaction)) {
      if (own && transactionID) await payload.db.commitTransaction(transactionID)
      return null
    }
    const start = historyStart(now)
    await seedPastEvent(payload, inTransaction, now)
    await openAllYear(payload, inTransaction, start)
    const history = planHistory(await catalogue(payload, inTransaction, now), now, seed)
    const policy = { service: policyVersion(termsSeed.service.effectiveDate)!, privacy: policyVersion(termsSeed.privacy.effectiveDate)! }
    await writeHistory(payload, inTransaction, history, policy)
    if (own && transactionID) await payload.db.commitTransaction(transactionID)
    const add = (collection: keyof Created, count: number) => {
      if (count) created[collection] = (created[collection] ?? 0) + count
    }
    add('trade-in-events', 1)
    add('customers', history.customers.length)
    add('serials', history.devices.length)
    add('devices', history.devices.length)
    add('service-requests', history.serviceRequests.length)
    add('trade-ins', history.tradeIns.length)
    add('survey-responses', history.surveyResponses.length)
    return history
  } catch (error) {
    if (own && transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

/**
 * An event that ran for six weeks in spring or summer, about half a year ago, on the terms of the
 * seeded one: the insights compare trade-ins per event, and the seeded event is only two weeks old.
 */
async function seedPastEvent(payload: Payload, req: Partial<PayloadRequest>, now: Date) {
  const { docs } = await payload.find({ collection: 'trade-in-events', sort: 'startsAt', limit: 1, depth: 0, req })
  const model = docs[0]
  if (!model) return
  const start = addDays(seoulDay(now), -7 * 30)
  const month = Number(start.slice(5, 7))
  await payload.create({
    collection: 'trade-in-events',
    data: {
      title: `${start.slice(0, 4)} ${SEASONS[month - 1]} 보상 판매`,
      summary: model.summary,
      banner: relationId(model.banner),
      startsAt: seoulAt(start, 0).toISOString(),
      endsAt: seoulAt(addDays(start, 42), 0).toISOString(),
      eligibleProducts: (model.eligibleProducts ?? []).map(({ product, credit, creditB, creditC }) => ({
        product: relationId(product)!,
        credit,
        creditB,
        creditC,
      })),
      perCustomerLimit: model.perCustomerLimit,
      payoutMethod: model.payoutMethod,
      payoutDays: model.payoutDays,
      terms: model.terms,
      _status: 'published',
    },
    req,
  })
}

/** The surveys that run without end (the shop visit survey) have been running all year. */
async function openAllYear(payload: Payload, req: Partial<PayloadRequest>, start: string) {
  const opensAt = seoulAt(start, 0).toISOString()
  const { docs } = await payload.find({
    collection: 'surveys',
    where: { and: [{ slug: { in: seededSurveySlugs } }, { closesAt: { exists: false } }, { opensAt: { greater_than: opensAt } }] },
    pagination: false,
    depth: 0,
    req,
  })
  for (const survey of docs) await payload.update({ collection: 'surveys', id: survey.id, data: { opensAt }, depth: 0, req })
}

async function catalogue(payload: Payload, req: Partial<PayloadRequest>, now: Date): Promise<HistoryCatalogue> {
  const all = { pagination: false, depth: 0, req, sort: 'id' } as const
  // One after another: the queries share the transaction's one connection.
  // The seeded models only: a database with others (a staff member's, a test's) keeps the same history.
  const products = await payload.find({ collection: 'products', where: { code: { in: seededProductCodes } }, ...all })
  const shops = await payload.find({ collection: 'shops', ...all })
  const users = await payload.find({ collection: 'users', ...all })
  const events = await payload.find({ collection: 'trade-in-events', ...all })
  // An adult-only survey keys its answers per verified person (hooks/acceptResponse): none made up here.
  const published: Where = {
    and: [
      { slug: { in: seededSurveySlugs } },
      { _status: { equals: 'published' } },
      { opensAt: { less_than: now.toISOString() } },
      { adultOnly: { not_equals: true } },
    ],
  }
  const surveys = await payload.find({ collection: 'surveys', where: published, ...all })
  const counters = await (await dbFor(payload, req)).execute<{ key: string; value: number }>(sql`SELECT key, value FROM counters WHERE key LIKE 'number:%'`)
  return {
    products: products.docs.map(({ id, code, name, releasedOn, warrantyMonths }) => ({ id, code, name, releasedOn: releasedOn ?? null, warrantyMonths })),
    shops: shops.docs.map(({ id, name, kind, active, services }) => ({ id, name, kind, active: active !== false, services: services ?? [] })),
    staff: users.docs.map(({ id }) => id),
    events: events.docs.map(({ id, startsAt, endsAt, perCustomerLimit, eligibleProducts }) => ({
      id,
      startsAt,
      endsAt,
      perCustomerLimit: perCustomerLimit ?? 1,
      offers: (eligibleProducts ?? []).map(({ product, credit, creditB, creditC }) => ({ product: relationId(product)!, credit, creditB, creditC })),
    })),
    surveys: surveys.docs.map(({ id, slug, opensAt, closesAt, requiresLogin, questions }) => ({
      id,
      slug,
      opensAt,
      closesAt: closesAt ?? null,
      requiresLogin: Boolean(requiresLogin),
      questions: (questions ?? []) as (Question & { id: string })[],
    })),
    numbersTaken: new Map(counters.rows.map(({ key, value }) => [key, Number(value)])),
  }
}
