import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

// A read the CMS does not answer in time is asked once more, then given up (decision 0047): a hung
// CMS leaves a visitor the "try again shortly" page after two timeouts, never a page that waits on.
// e2e/faults.spec.ts hangs the real CMS and checks the page; this counts the tries.

let server: Server
let answerFrom = Infinity
let asked = 0

beforeAll(async () => {
  server = createServer((request, response) => {
    asked += 1
    if (asked >= answerFrom) response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    // Otherwise never answered: the socket is left open, as a stopped CMS leaves it.
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  vi.stubEnv('CMS_URL', `http://127.0.0.1:${port}`)
  vi.stubEnv('SITE_URL', 'http://127.0.0.1:1')
  vi.stubEnv('RATE_LIMIT_DATABASE_URL', 'postgres://unused@127.0.0.1:1/unused')
  vi.stubEnv('FIREBASE_PROJECT_ID', 'demo-retry')
  vi.stubEnv('FIREBASE_API_KEY', 'unused')
  vi.stubEnv('LOCAL_RUN', '1')
})

afterAll(() => {
  server.closeAllConnections()
  server.close()
})

beforeEach(() => {
  asked = 0
})

describe('a read the CMS does not answer', () => {
  it('is asked twice, then given up as the CMS unavailable', async () => {
    answerFrom = Infinity
    const { cms } = await import('./cms-client.server')
    await expect(cms().get('/api/anything', { timeoutMs: 100 })).rejects.toMatchObject({ name: 'CmsUnavailable' })
    expect(asked).toBe(2)
  })

  it('is answered by its second try when the CMS was only busy', async () => {
    answerFrom = 2
    const { cms } = await import('./cms-client.server')
    await expect(cms().get('/api/anything', { timeoutMs: 100 })).resolves.toEqual({ ok: true })
    expect(asked).toBe(2)
  })

  it('is asked once when its caller polls and asks again itself', async () => {
    answerFrom = Infinity
    const { cms } = await import('./cms-client.server')
    await expect(cms().get('/api/anything', { timeoutMs: 100, retry: false })).rejects.toMatchObject({ name: 'CmsUnavailable' })
    expect(asked).toBe(1)
  })
})
