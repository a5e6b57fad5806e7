import { beforeAll, describe, expect, it } from 'vitest'
import { rest, testPayload } from '@/test/payload'

describe('GET /api/health against the real database', () => {
  beforeAll(async () => {
    await testPayload()
  })

  it('is routed and reports the database up', async () => {
    const response = await rest('/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', instance: expect.any(String), database: 'up' })
  })
})
