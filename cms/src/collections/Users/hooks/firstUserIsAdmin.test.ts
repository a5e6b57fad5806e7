import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { firstUserIsAdmin } from './firstUserIsAdmin'

const run = (operation: 'create' | 'update', existingUsers: number) =>
  firstUserIsAdmin({
    data: { role: 'staff', name: '첫 사용자' },
    operation,
    req: { payload: { count: async () => ({ totalDocs: existingUsers }) } } as unknown as PayloadRequest,
  } as unknown as Parameters<typeof firstUserIsAdmin>[0])

describe('firstUserIsAdmin', () => {
  it('makes the very first user an admin', async () => {
    expect(await run('create', 0)).toEqual({ role: 'admin', name: '첫 사용자' })
  })

  it('leaves later users and updates alone', async () => {
    expect(await run('create', 1)).toEqual({ role: 'staff', name: '첫 사용자' })
    expect(await run('update', 0)).toEqual({ role: 'staff', name: '첫 사용자' })
  })
})
