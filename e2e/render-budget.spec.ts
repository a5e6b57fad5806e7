// Attack: a script asks the shop finder for a new random word on every request, so that no page
// comes from the render cache and each costs the storefront a render (docs/decisions/0078). Past
// its budget the client is answered 429 in Korean, and its cached pages and unknown addresses'
// 404 are still served. Against
// a storefront of its own (its production build, a budget of three renders, no proxy trusted, so
// the client is its socket's address): the suite's storefront has a budget sized for every journey
// coming from 127.0.0.1 (scripts/test.mjs).
import { type ChildProcess, spawn } from 'node:child_process'
import { randomInt, randomUUID } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort, stopServer } from './own-server'

const BURST = 3

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** GET `path` from `source` (a loopback address of this test's own), with a forged X-Forwarded-For the storefront must ignore. */
function get(port: number, source: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, localAddress: source, path, headers: { 'x-forwarded-for': `203.0.113.${randomInt(1, 255)}` } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }))
      },
    )
    request.on('error', reject)
    request.end()
  })
}

let web: ChildProcess | undefined

test.afterAll(() => stopServer(web))

test('a client that makes the storefront render past its budget gets 429 in Korean, and its cached pages still', async () => {
  test.setTimeout(120_000)
  const port = await freePort()
  web = spawn(process.execPath, [join(import.meta.dirname, '../web', process.env.WEB_OUTPUT_DIR ?? '.output-test', 'server/index.mjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      TRUSTED_PROXY_HOPS: '0',
      RATE_LIMIT_DATABASE_URL: process.env.RATE_LIMIT_DATABASE_URL || process.env.DATABASE_URL,
      // Three renders, then one back every 100 s: none comes back during the test.
      RENDER_BUDGET_BURST: String(BURST),
      RENDER_BUDGET_PER_SECOND: '0.01',
    },
    stdio: 'ignore',
  })
  await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status, { timeout: 60_000, intervals: [500] }).toBe(200)

  const network = `127.${randomInt(1, 255)}.${randomInt(1, 255)}`
  const client = `${network}.${randomInt(2, 128)}`
  const word = () => `/shops?q=${randomUUID().slice(0, 8)}`
  const searches = [word(), word(), word()]
  // The home page and two searches: three renders, the budget.
  for (const path of ['/', searches[0]!, searches[1]!]) expect((await get(port, client, path)).status, path).toBe(200)

  const refused = await get(port, client, searches[2]!)
  expect(refused.status).toBe(429)
  expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
  expect(refused.headers['content-type']).toBe('text/html; charset=utf-8')
  expect(refused.headers['cache-control']).toBe('private, no-store')
  expect(refused.body).toContain('요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.')
  expect(refused.body).not.toContain('<script')

  // What the render cache holds is free: the same client still gets the pages it was answered.
  // Other journeys' content edits move the content version, and with it every page out of the
  // cache, at any moment (seen once in a full run): a page is first put back by a visitor from
  // elsewhere if need be, and asked again until the client gets it before the version moves on.
  const elsewhere = () => `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`
  for (const path of ['/', searches[0]!, searches[1]!]) {
    await expect(async () => {
      const cached = await get(port, client, path)
      if (cached.status === 429) expect((await get(port, elsewhere(), path)).status, `${path} from elsewhere`).toBe(200)
      expect(cached.status, path).toBe(200)
      expect(cached.body).toContain('</html>')
    }).toPass({ timeout: 30_000 })
  }
  // Unknown addresses (a scanner's) cost no render: their 404 page is made once for all of them.
  for (const path of ['/wp-login.php', `/.env-${randomUUID().slice(0, 8)}`]) {
    const unknown = await get(port, client, path)
    expect(unknown.status, path).toBe(404)
    expect(unknown.body).toContain(`Page not found: ${path}`)
  }
  // Another address of its own: its own budget.
  expect((await get(port, `${network}.${randomInt(129, 255)}`, searches[2]!)).status).toBe(200)
})
