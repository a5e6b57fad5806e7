// Journey: an operator follows one visitor's request through both servers' logs by its id, and
// Prometheus scrapes both servers' metrics with its token while nobody else can (docs/decisions/0044).
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { cmsURL, fromStorefront } from './support'

const logDir = process.env.E2E_LOG_DIR
const metricsToken = process.env.METRICS_TOKEN

/** The JSON lines of one server's log (npm test keeps them in E2E_LOG_DIR) that carry `requestId`. */
function logLines(server: 'web' | 'cms', requestId: string): Array<Record<string, unknown>> {
  return readFileSync(join(logDir!, `${server}.log`), 'utf8')
    .split('\n')
    .filter((line) => line.includes(requestId))
    .map((line) => JSON.parse(line.slice(line.indexOf('{'))) as Record<string, unknown>)
}

test("one request's id is in the storefront's log line and in the CMS's, and never the visitor's data", async ({ request }) => {
  test.skip(!logDir, 'the server logs are kept by npm test only')
  const requestId = `e2e-${randomUUID()}`
  // A genuineness check: a form post the storefront passes on to the CMS, never from a cache.
  const response = await request.post('/api/devices/check?email=kim%40example.com', {
    form: { serialNumber: 'E2E-LOGS-0000X' },
    headers: { ...fromStorefront, 'x-request-id': requestId, 'x-forwarded-for': `2001:db8::${randomUUID().slice(0, 4)}` },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(303)
  expect(response.headers()['x-request-id']).toBe(requestId)

  await expect(async () => {
    const [web] = logLines('web', requestId)
    expect(web).toMatchObject({ service: 'web', level: 'info', msg: 'request', method: 'POST', path: '/api/devices/check?email=~', status: 303 })
    expect(web!.durationMs).toEqual(expect.any(Number))
    const [cms] = logLines('cms', requestId)
    expect(cms).toMatchObject({ service: 'cms', msg: 'request', method: 'POST', path: '/api/serials/check', status: 200 })
  }).toPass({ timeout: 10_000 })
  const logs = readFileSync(join(logDir!, 'web.log'), 'utf8') + readFileSync(join(logDir!, 'cms.log'), 'utf8')
  expect(logs).not.toContain('kim@example.com')
  expect(logs).not.toContain('kim%40example.com')
})

test('a made-up or unsafe request id is replaced by one of the servers', async ({ request }) => {
  const response = await request.get('/api/health', { headers: { 'x-request-id': 'x'.repeat(65) } })
  expect(response.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  const cms = await request.get(`${cmsURL}/api/health`, { headers: { 'x-request-id': 'ok-id.1' } })
  expect(cms.headers()['x-request-id']).toBe('ok-id.1')
})

for (const [server, base] of [
  ['storefront', ''],
  ['CMS', cmsURL],
] as const) {
  test(`the ${server}'s /metrics answers 404 without the token and Prometheus text with it`, async ({ request }) => {
    test.skip(!metricsToken, 'METRICS_TOKEN is set by npm test')
    expect((await request.get(`${base}/metrics`)).status()).toBe(404)
    expect((await request.get(`${base}/metrics`, { headers: { authorization: 'Bearer not-the-token' } })).status()).toBe(404)
    const metrics = await request.get(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
    expect(metrics.status()).toBe(200)
    expect(metrics.headers()['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await metrics.text()
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{.*route="\/api\/health".*\} \d+$/m)
    expect(text).toContain('# TYPE rate_limit_refusals_total counter')
    if (server === 'CMS') expect(text).toMatch(/^# TYPE payload_jobs_pending gauge$/m)
    else expect(text).toContain('# TYPE render_cache_lookups_total counter')
  })
}
