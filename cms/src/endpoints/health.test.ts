import type { PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { INSTANCE_ID, setWarming, startDraining } from '@storefront/rules/lifecycle.server'
import { health, healthLive, healthReady } from './health'

const requestWith = (execute: () => Promise<unknown>) => {
  const logger = { error: vi.fn() }
  const req = { payload: { db: { drizzle: { execute } }, logger } } as unknown as PayloadRequest
  return { req, logger }
}

describe('GET /api/health', () => {
  it('answers 503 degraded when the database query fails, and logs why', async () => {
    const { req, logger } = requestWith(() => Promise.reject(new Error('connection refused')))
    const response = await health.handler(req)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'degraded', instance: INSTANCE_ID, database: 'down' })
    expect(logger.error).toHaveBeenCalledOnce()
  })

  it('answers 200 ok once the query returns, never cached', async () => {
    const execute = vi.fn(() => Promise.resolve({ rows: [{ '?column?': 1 }] }))
    const response = await health.handler(requestWith(execute).req)
    expect(execute).toHaveBeenCalledOnce()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok', instance: INSTANCE_ID, database: 'up' })
  })

  it('is not ready while the server warms up, and ready once it has', async () => {
    const execute = vi.fn(() => Promise.resolve({ rows: [] }))
    const { req } = requestWith(execute)
    setWarming(true)
    const warming = await healthReady.handler(req)
    expect(warming.status).toBe(503)
    expect(await warming.json()).toEqual({ status: 'warming', instance: INSTANCE_ID })
    expect((await healthLive.handler(req)).status).toBe(200)
    setWarming(false)
    expect((await healthReady.handler(req)).status).toBe(200)
  })

  it('says live without asking the database, and not ready once the process is leaving', async () => {
    const execute = vi.fn(() => Promise.resolve({ rows: [] }))
    const { req } = requestWith(execute)
    expect(await (await healthLive.handler(req)).json()).toEqual({ status: 'live', instance: INSTANCE_ID })
    startDraining()
    const ready = await healthReady.handler(req)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ status: 'draining', instance: INSTANCE_ID })
    expect(execute).not.toHaveBeenCalled()
  })
})
