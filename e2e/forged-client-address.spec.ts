// Attack: a script calls the CMS's genuineness check directly, writing a new X-Forwarded-For on
// every request — and, for good measure, the header the CMS's own server stamps with the socket's
// address and a made-up storefront receipt — so that each check counts against a new client and
// the per-client limit never comes (docs/decisions/0032, 0035). Against the CMS as it runs with no
// proxy in front of it: its production build, TRUSTED_PROXY_HOPS=0 (the suite's own CMS trusts one
// hop, so that journeys can keep apart), started here beside the suite's on the same database.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomInt, randomUUID } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort, stopServer } from './own-server'
import { RATE_LIMITS } from '@storefront/rules/rate-limit-budgets'

/** What the genuineness check allows one client in 15 minutes (docs/product.md#rate-limits). */
const PER_CLIENT = RATE_LIMITS.serialCheck.perAddress.points

/** POST /api/serials/check from `source` (a loopback address of this test's own), every header forged anew. */
function forgedCheck(port: number, source: string): Promise<number> {
  const body = JSON.stringify({ serialNumber: `E2E-XFF-${randomUUID().slice(0, 8)}` })
  const forged = `203.0.113.${randomInt(1, 255)}`
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: source,
        method: 'POST',
        path: '/api/serials/check',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': forged,
          'x-storefront-peer-address': forged,
          'x-storefront-client': `${Math.floor(Date.now() / 1000)}.${'A'.repeat(43)}.${forged}`,
        },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

let cms: ChildProcess | undefined

test.afterAll(() => stopServer(cms))

test('a script that writes its own client address is counted by its socket on a CMS behind no proxy', async () => {
  test.setTimeout(180_000)
  const port = await freePort()
  cms = spawn(process.execPath, ['server.mjs'], {
    cwd: join(import.meta.dirname, '../cms'),
    // No jobs queue here: the suite's CMS runs it, and this one lives for one test.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), TRUSTED_PROXY_HOPS: '0', JOBS_AUTORUN: 'false' },
    stdio: 'ignore',
  })
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status, { timeout: 120_000, intervals: [500] })
    .toBe(200)

  // This test's own loopback address (all of 127.0.0.0/8 is this machine): no other test shares its budget.
  const network = `127.${randomInt(1, 255)}.${randomInt(1, 255)}`
  const source = `${network}.${randomInt(2, 128)}`
  // The client's budget ten at a time, then five more one by one.
  const statuses: number[] = []
  for (let first = 0; first < PER_CLIENT; first += 10)
    statuses.push(...(await Promise.all(Array.from({ length: Math.min(10, PER_CLIENT - first) }, () => forgedCheck(port, source)))))
  for (let i = 0; i < 5; i += 1) statuses.push(await forgedCheck(port, source))
  expect(statuses.slice(0, PER_CLIENT).filter((status) => status === 429)).toEqual([])
  expect(statuses.slice(PER_CLIENT)).toEqual(Array(5).fill(429))

  // Another socket address is another client: the refusals above were about this one.
  expect(await forgedCheck(port, `${network}.${randomInt(128, 255)}`)).not.toBe(429)
})
