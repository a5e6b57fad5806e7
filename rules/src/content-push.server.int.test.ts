import pg from 'pg'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { CONTENT_VERSION_CHANNEL, type ContentPush, listenForContentChanges } from './content-push.server'

// Two listeners stand for two storefront replicas; the pool for a CMS replica committing an edit.
const cms = new pg.Pool({ connectionString: process.env.DATABASE_URL })
const listeners: ContentPush[] = []
afterAll(async () => {
  await Promise.all(listeners.map((listener) => listener.stop()))
  await cms.end()
})

function replica() {
  const onChange = vi.fn()
  const listener = listenForContentChanges({ connectionString: process.env.DATABASE_URL!, onChange, retryMs: 50 })
  listeners.push(listener)
  return { listener, onChange }
}

const notify = () => cms.query('select pg_notify($1, $2)', [CONTENT_VERSION_CHANNEL, 'test'])

describe('content version pushed over LISTEN/NOTIFY (docs/decisions/0025)', () => {
  it('reaches every listening replica', async () => {
    const replicas = [replica(), replica()]
    await vi.waitFor(() => replicas.forEach(({ listener }) => expect(listener.listening()).toBe(true)))
    const before = replicas.map(({ onChange }) => onChange.mock.calls.length)
    await notify()
    await vi.waitFor(() => replicas.forEach(({ onChange }, i) => expect(onChange.mock.calls.length).toBe(before[i]! + 1)))
  })

  it('listens again after its connection is cut, and says so (an edit may have been missed meanwhile)', async () => {
    const { listener, onChange } = replica()
    await vi.waitFor(() => expect(listener.listening()).toBe(true))
    const { rows } = await cms.query<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database() and query = $1`, [
      `LISTEN ${CONTENT_VERSION_CHANNEL}`,
    ])
    const calls = onChange.mock.calls.length
    await cms.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [rows.map(({ pid }) => pid)])
    await vi.waitFor(() => expect(onChange.mock.calls.length).toBeGreaterThan(calls), { timeout: 5_000 })
    await vi.waitFor(() => expect(listener.listening()).toBe(true))
    const afterReconnect = onChange.mock.calls.length
    await notify()
    await vi.waitFor(() => expect(onChange.mock.calls.length).toBe(afterReconnect + 1))
  })
})
