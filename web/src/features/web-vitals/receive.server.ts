import { limitOf, RATE_LIMITS } from '@storefront/rules/rate-limit-budgets'
import { admit, retryInMinutes } from '@storefront/rules/rate-limits.server'
import { MAX_REPORTS_PER_BEACON, ratingOf, vitalReport } from '@storefront/rules/web-vitals'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { z } from 'zod'
import { INVALID_INPUT_MESSAGE } from '~/features/input/invalid-input'
import { readTextUpTo, TOO_LARGE_MESSAGE } from '~/features/input/bounded-body.server'
import { rateLimitRefusals } from '~/features/observability/metrics.server'
import { sharedLimiters } from '~/features/rate-limits/rate-limits.server'
import { requestClient } from '~/features/rate-limits/request-client.server'
import { queueForCms } from './to-cms.server'

// POST /api/vitals: a page's beacon of its Web Vitals (docs/decisions/0074). Cross-site posts are
// refused before this runs (start.ts), like every write. What is kept has no address, no account
// and no query: the client address only counts against its limit here.

/** A beacon holds one page load's reports: a few hundred bytes each. */
const MAX_BODY_BYTES = 16 * 1024
/** A page load sends one beacon, a few when its tab is hidden and shown again (the number: docs/product.md#rate-limits). */
const VITALS_LIMIT = limitOf(RATE_LIMITS.webVitals.perAddress)

const beacon = z.object({ reports: z.array(vitalReport).min(1).max(MAX_REPORTS_PER_BEACON) })

let limiter: RateLimiterAbstract | undefined

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

const refused = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ message }, { status, headers: { 'cache-control': 'no-store', ...headers } })

export async function receiveVitals(request: Request): Promise<Response> {
  limiter ??= sharedLimiters()('vitals:client', VITALS_LIMIT)
  const admission = await admit([[limiter, requestClient()]])
  if (!admission.ok) {
    rateLimitRefusals.inc({ limit: 'vitals' })
    return refused(429, `요청이 너무 많습니다. ${retryInMinutes(admission.retryAfterSeconds)}`, { 'retry-after': String(admission.retryAfterSeconds) })
  }
  const text = await readTextUpTo(request, MAX_BODY_BYTES)
  if (text === 'too-large') return refused(413, TOO_LARGE_MESSAGE)
  const parsed = beacon.safeParse(typeof text === 'string' ? parseJson(text) : null)
  if (!parsed.success) return refused(400, INVALID_INPUT_MESSAGE)
  // The rating is ours to say, from the value, not the browser's.
  queueForCms(parsed.data.reports.map((report) => ({ ...report, rating: ratingOf(report.metric, report.value) })))
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
}
