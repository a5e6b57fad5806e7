import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { admit, memoryLimiters, postgresLimiters, RATE_LIMIT_TABLE } from './rate-limits.server'

// Two pools stand for two replicas (two storefront processes, or the storefront and the CMS):
// each has its own connections and its own limiter objects, and only PostgreSQL in common.
const replicas = [new pg.Pool({ connectionString: process.env.DATABASE_URL }), new pg.Pool({ connectionString: process.env.DATABASE_URL })] as const
afterAll(() => Promise.all(replicas.map((pool) => pool.end())))

const limit = { points: 5, duration: 60 }

describe('rate limits in PostgreSQL (docs/decisions/0016)', () => {
  it('give two replicas one budget between them', async () => {
    const name = `test-${randomUUID()}`
    const [a, b] = replicas.map((pool) => postgresLimiters(pool)(name, limit))
    for (const replica of [a, b, a, b, a]) expect(await admit([[replica!, '203.0.113.9']])).toEqual({ ok: true })
    const refused = await admit([[b!, '203.0.113.9']])
    expect(refused).toMatchObject({ ok: false })
    expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThan(0)
    expect((await admit([[a!, '203.0.113.9']])).ok).toBe(false)
    // Another client has its own budget; the count sits in the shared table.
    expect(await admit([[b!, '198.51.100.1']])).toEqual({ ok: true })
    const { rows } = await replicas[0].query(`SELECT points FROM ${RATE_LIMIT_TABLE} WHERE key = $1`, [`${name}:203.0.113.9`])
    expect(rows).toEqual([{ points: 7 }])
  })

  it('admit exactly the budget when both replicas are hit at the same moment', async () => {
    const name = `test-${randomUUID()}`
    const [a, b] = replicas.map((pool) => postgresLimiters(pool)(name, limit))
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => admit([[i % 2 ? a! : b!, '203.0.113.10']])))
    expect(answers.filter((answer) => answer.ok)).toHaveLength(limit.points)
  })

  it('where per-process memory would give each replica its own budget', async () => {
    const name = `test-${randomUUID()}`
    const [a, b] = [memoryLimiters(name, limit), memoryLimiters(name, limit)]
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => admit([[i % 2 ? a : b, '203.0.113.11']])))
    expect(answers.filter((answer) => answer.ok)).toHaveLength(2 * limit.points)
  })
})

describe('several keys in one statement', () => {
  /** Replica 0's pool, counting the statements sent through it. */
  const counting = () => {
    const sent: string[] = []
    const pool = { query: (text: string, values: unknown[]) => (sent.push(text), replicas[0].query(text, values)) }
    return { pool, sent }
  }

  it('counts a client and a serial in one round trip, against the same rows the library counts in', async () => {
    const { pool, sent } = counting()
    const [client, serial] = [`test-${randomUUID()}`, `test-${randomUUID()}`].map((name) => postgresLimiters(pool)(name, limit))
    for (let i = 0; i < limit.points; i++)
      expect(
        await admit([
          [client!, '203.0.113.20'],
          [serial!, 'VP-0001'],
        ]),
      ).toEqual({ ok: true })
    expect(sent).toHaveLength(limit.points)
    // The library, one key at a time, sees the same budgets used up.
    await expect(serial!.consume('VP-0001')).rejects.toMatchObject({ remainingPoints: 0 })
    const refused = await admit([
      [client!, '203.0.113.20'],
      [serial!, 'VP-0001'],
    ])
    expect(refused).toMatchObject({ ok: false })
    expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThan(limit.duration - 5)
  })

  it('does not count the keys after one that is used up', async () => {
    const { pool } = counting()
    const [client, serial] = [`test-${randomUUID()}`, `test-${randomUUID()}`].map((name) => postgresLimiters(pool)(name, limit))
    for (let i = 0; i < limit.points; i++) await admit([[client!, '203.0.113.21']])
    expect(
      (
        await admit([
          [client!, '203.0.113.21'],
          [serial!, 'VP-0002'],
        ])
      ).ok,
    ).toBe(false)
    const { rows } = await replicas[0].query(`SELECT key FROM ${RATE_LIMIT_TABLE} WHERE key = $1`, [serial!.getKey('VP-0002')])
    expect(rows).toEqual([])
  })

  it('starts a fresh window once the old one expired', async () => {
    const { pool } = counting()
    const [client, serial] = [`test-${randomUUID()}`, `test-${randomUUID()}`].map((name) => postgresLimiters(pool)(name, limit))
    for (let i = 0; i <= limit.points; i++)
      await admit([
        [client!, '203.0.113.22'],
        [serial!, 'VP-0003'],
      ])
    await replicas[0].query(`UPDATE ${RATE_LIMIT_TABLE} SET expire = $1 WHERE key = ANY($2)`, [
      Date.now() - 1,
      [client!.getKey('203.0.113.22'), serial!.getKey('VP-0003')],
    ])
    expect(
      await admit([
        [client!, '203.0.113.22'],
        [serial!, 'VP-0003'],
      ]),
    ).toEqual({ ok: true })
    const { rows } = await replicas[0].query(`SELECT points FROM ${RATE_LIMIT_TABLE} WHERE key = ANY($1) ORDER BY key`, [
      [client!.getKey('203.0.113.22'), serial!.getKey('VP-0003')],
    ])
    expect(rows).toEqual([{ points: 1 }, { points: 1 }])
  })
})
