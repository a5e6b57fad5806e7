// The Web Vitals the storefront hands over (docs/decisions/0074): only its signed header writes
// them, and the admin view's figures are PostgreSQL's percentiles over the rows of their window.
// Who reads, changes and deletes them is in the access matrix (access/accessMatrix.int.test.ts).
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServerCredential, STOREFRONT_SERVER_HEADER } from '@storefront/rules/storefront-server.server'
import { ratingOf, type VitalReport } from '@storefront/rules/web-vitals'
import { env } from '@/env'
import type { User } from '@/payload-types'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'
import { dailyTrend, routeFigures } from './figures'

const DAY = 24 * 60 * 60 * 1000

const report = (route: string, metric: VitalReport['metric'], value: number): VitalReport => ({
  metric,
  value,
  rating: ratingOf(metric, value),
  route,
  path: `/${route}`,
  device: 'mobile',
  connection: '4g',
  hydrated: false,
  interactionTarget: null,
  inputDelay: null,
  processingDuration: null,
  presentationDelay: null,
})

const postBatch = (reports: unknown, headers: Record<string, string> = {}) =>
  rest('/web-vitals/batch', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ reports }) })

describe('web vitals', () => {
  let payload: Payload
  let manager: { user: User; headers: Record<string, string> }
  const route = `test-${randomUUID().slice(0, 8)}`
  const count = async () => (await payload.count({ collection: 'web-vitals', where: { route: { equals: route } } })).totalDocs

  beforeAll(async () => {
    payload = await testPayload()
    manager = await staffSession(payload, 'manager')
  })

  afterAll(async () => {
    await payload.db.deleteMany({ collection: 'web-vitals', where: { route: { like: 'test-' } } })
    await removeUsers(payload, [manager.user])
  })

  it('are written in one batch with the storefront’s fresh credential, and by nobody else', async () => {
    const credential = createServerCredential('web-vitals', env.SESSION_RECEIPT_SECRET)
    const reports = [
      report(route, 'LCP', 1800),
      report(route, 'CLS', 0.02),
      { ...report(route, 'INP', 320), interactionTarget: 'button.nearest', inputDelay: 150, processingDuration: 90, presentationDelay: 80 },
    ]
    const refused = [
      {},
      manager.headers,
      { [STOREFRONT_SERVER_HEADER]: createServerCredential('web-vitals', env.SESSION_RECEIPT_SECRET, Date.now() - 60_000) },
      { [STOREFRONT_SERVER_HEADER]: createServerCredential('web-vitals', 'another-secret-of-at-least-32-characters') },
      { [STOREFRONT_SERVER_HEADER]: createServerCredential('preview', env.SESSION_RECEIPT_SECRET) },
    ]
    for (const headers of refused) expect((await postBatch(reports, headers)).status, JSON.stringify(headers)).toBe(403)
    expect(await count()).toBe(0)

    const created = await postBatch(reports, { [STOREFRONT_SERVER_HEADER]: credential })
    expect(created.status).toBe(201)
    expect(await created.json()).toEqual({ created: 3 })
    const { docs } = await payload.find({ collection: 'web-vitals', where: { route: { equals: route } }, sort: 'metric', depth: 0 })
    expect(docs.map(({ metric, value, device, connection, hydrated }) => ({ metric, value: Number(value), device, connection, hydrated }))).toEqual([
      { metric: 'LCP', value: 1800, device: 'mobile', connection: '4g', hydrated: false },
      { metric: 'INP', value: 320, device: 'mobile', connection: '4g', hydrated: false },
      { metric: 'CLS', value: 0.02, device: 'mobile', connection: '4g', hydrated: false },
    ])
    expect(docs.find(({ metric }) => metric === 'INP')).toMatchObject({ interactionTarget: 'button.nearest', rating: 'needs-improvement', inputDelay: 150 })
  })

  it('refuses a malformed batch in Korean: a query in the path, an unknown metric, too many', async () => {
    const headers = { [STOREFRONT_SERVER_HEADER]: createServerCredential('web-vitals', env.SESSION_RECEIPT_SECRET) }
    for (const reports of [
      [{ ...report(route, 'LCP', 1), path: '/shops?q=1' }],
      [{ ...report(route, 'LCP', 1), metric: 'FID' }],
      [],
      Array(201).fill(report(route, 'LCP', 1)),
    ]) {
      const response = await postBatch(reports, headers)
      expect(response.status).toBe(400)
      expect(JSON.stringify(await response.json())).toMatch(/측정값 형식이 올바르지 않습니다/)
    }
  })

  it('figures: per route the 75th percentile of 7 and 28 days, the share of each rating, and the trend by Seoul day', async () => {
    const now = new Date()
    const figuresRoute = `test-${randomUUID().slice(0, 8)}`
    const write = (value: number, daysAgo: number) => {
      const createdAt = new Date(now.getTime() - daysAgo * DAY - 60_000).toISOString()
      return payload.db.create({ collection: 'web-vitals', data: { ...report(figuresRoute, 'LCP', value), createdAt, updatedAt: createdAt } })
    }
    // This week 1–4 s, ten days ago 10 s, forty days ago (outside every window) 60 s.
    for (const [value, daysAgo] of [
      [1000, 1],
      [2000, 1],
      [3000, 2],
      [4000, 2],
      [10_000, 10],
      [60_000, 40],
    ] as const)
      await write(value, daysAgo)

    const row = (await routeFigures(payload, now)).find((figures) => figures.route === figuresRoute && figures.metric === 'LCP')
    // percentile_cont interpolates: 0.75 of the way through [1, 2, 3, 4] s is 3.25 s; through [1, 2, 3, 4, 10] s, 4 s.
    expect(row).toEqual({
      route: figuresRoute,
      metric: 'LCP',
      p75Week: 3250,
      p75Month: 4000,
      countWeek: 4,
      count: 5,
      shares: { good: 0.4, 'needs-improvement': 0.4, poor: 0.2 },
    })

    const trend = await dailyTrend(payload, figuresRoute, now)
    expect(trend.LCP.map(({ p75, count }) => ({ p75, count }))).toEqual([
      { p75: 10_000, count: 1 },
      { p75: 3750, count: 2 },
      { p75: 1750, count: 2 },
    ])
    expect(trend.INP).toEqual([])
  })
})
