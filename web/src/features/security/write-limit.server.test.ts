import { describe, expect, it } from 'vitest'
import { memoryLimiters } from '@storefront/rules/rate-limits.server'
import { createWriteLimiter } from './write-limit.server'

const limits = { perSession: { points: 2, duration: 60 }, perAccount: { points: 3, duration: 60 }, perClient: { points: 6, duration: 60 } }
const shop = '203.0.113.7'
const kim = (session: string) => ({ client: shop, signedIn: { uid: 'kim', session } })

describe('createWriteLimiter', () => {
  it('refuses one session past its share, then the account over all its sessions', async () => {
    const limitWrite = createWriteLimiter(memoryLimiters, limits)
    expect((await limitWrite(kim('phone'))).ok).toBe(true)
    expect((await limitWrite(kim('phone'))).ok).toBe(true)
    const refused = await limitWrite(kim('phone'))
    expect(refused).toEqual({ ok: false, retryAfterSeconds: expect.any(Number) })
    // Another session of the same customer has its own share, within the account's budget.
    expect((await limitWrite(kim('laptop'))).ok).toBe(true)
    expect((await limitWrite(kim('laptop'))).ok).toBe(false)
    expect((await limitWrite(kim('tablet'))).ok).toBe(false)
  })

  it('does not let one hammering account use up its address: the shop’s other customers write on', async () => {
    const limitWrite = createWriteLimiter(memoryLimiters, limits)
    for (let write = 0; write < 50; write++) await limitWrite(kim('script'))
    for (const uid of ['lee', 'park']) {
      expect((await limitWrite({ client: shop, signedIn: { uid, session: uid } })).ok).toBe(true)
      expect((await limitWrite({ client: shop, signedIn: { uid, session: uid } })).ok).toBe(true)
    }
  })

  it('caps an address over all its accounts and signed-out writes', async () => {
    const limitWrite = createWriteLimiter(memoryLimiters, limits)
    for (const uid of ['a', 'b', 'c'])
      for (let write = 0; write < 2; write++) expect((await limitWrite({ client: shop, signedIn: { uid, session: uid } })).ok).toBe(true)
    expect((await limitWrite({ client: shop })).ok).toBe(false)
    expect((await limitWrite({ client: '198.51.100.1' })).ok).toBe(true)
  })
})
