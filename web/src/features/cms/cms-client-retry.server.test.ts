import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// A read the CMS does not answer in time is asked once more, then given up (decision 0047): a hung
// CMS leaves a visitor the "try again shortly" page after two timeouts, never a page that waits on.
// e2e/faults.spec.ts hangs the real CMS and checks the page; this counts the tries.

let server: Server
/** Tries per path: each test asks its own, so a try of an earlier test still under way counts for nobody else. */
const asked = new Map<string, number>()
/** The try from which each path is answered (never for a path not named). */
const answerFrom = new Map<string, number>()
let cms: typeof import('./cms-client.server').cms

// Longer than a loaded machine needs to answer a local request (CI runs these beside the builds),
// short enough that two unanswered tries take a moment.
const TIMEOUT_MS = 1_000

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? ''
    const tries = (asked.get(path) ?? 0) + 1
    asked.set(path, tries)
    if (tries >= (answerFrom.get(path) ?? Infinity)) response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
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
  ;({ cms } = await import('./cms-client.server'))
}, 60_000)

afterAll(() => {
  server.closeAllConnections()
  server.close()
})

describe('a read the CMS does not answer', { timeout: 20_000 }, () => {
  it('is asked twice, then given up as the CMS unavailable', async () => {
    await expect(cms().get('/api/hung', { timeoutMs: TIMEOUT_MS })).rejects.toMatchObject({ name: 'CmsUnavailable' })
    expect(asked.get('/api/hung')).toBe(2)
  })

  it('is answered by its second try when the CMS was only busy', async () => {
    answerFrom.set('/api/busy', 2)
    await expect(cms().get('/api/busy', { timeoutMs: TIMEOUT_MS })).resolves.toEqual({ ok: true })
    expect(asked.get('/api/busy')).toBe(2)
  })

  it('is asked once when its caller polls and asks again itself', async () => {
    await expect(cms().get('/api/polled', { timeoutMs: TIMEOUT_MS, retry: false })).rejects.toMatchObject({ name: 'CmsUnavailable' })
    expect(asked.get('/api/polled')).toBe(1)
  })
})
