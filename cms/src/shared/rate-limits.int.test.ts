import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { admit, memoryLimiters, postgresLimiters, RATE_LIMIT_TABLE } from './rate-limits'

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
