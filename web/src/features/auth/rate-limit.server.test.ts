import { describe, expect, it } from 'vitest'
import { memoryLimiters } from '@storefront/rules/rate-limits.server'
import { createAuthLimiter } from './rate-limit.server'

const limits = {
  'sign-in': { perClient: { points: 4, duration: 60 }, perAccount: { points: 2, duration: 60 } },
  register: { perClient: { points: 3, duration: 60 }, perAccount: { points: 1, duration: 60 } },
  reset: { perClient: { points: 3, duration: 60 }, perAccount: { points: 1, duration: 60 } },
}

describe('createAuthLimiter', () => {
  it('refuses a client guessing one account once its budget is used, with the wait', async () => {
    const limiter = createAuthLimiter(memoryLimiters, limits)
    expect(await limiter.admit('sign-in', '1.1.1.1', 'kim@example.kr')).toEqual({ ok: true })
    expect(await limiter.admit('sign-in', '1.1.1.1', 'KIM@example.kr ')).toEqual({ ok: true })
    const refused = await limiter.admit('sign-in', '1.1.1.1', 'kim@example.kr')
    expect(refused.ok).toBe(false)
    expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThan(0)
    // Another client, and the same client on another account, are not held back by it.
    expect(await limiter.admit('sign-in', '2.2.2.2', 'kim@example.kr')).toEqual({ ok: true })
    expect(await limiter.admit('sign-in', '1.1.1.1', 'lee@example.kr')).toEqual({ ok: true })
  })

  it('caps one client over all accounts', async () => {
    const limiter = createAuthLimiter(memoryLimiters, limits)
    for (const name of ['a', 'b', 'c', 'd']) expect((await limiter.admit('sign-in', '1.1.1.1', `${name}@x.kr`)).ok).toBe(true)
    expect((await limiter.admit('sign-in', '1.1.1.1', 'e@x.kr')).ok).toBe(false)
  })

  it('forgives the attempts of a sign-in that succeeded', async () => {
    const limiter = createAuthLimiter(memoryLimiters, limits)
    await limiter.admit('sign-in', '1.1.1.1', 'kim@example.kr')
    await limiter.admit('sign-in', '1.1.1.1', 'kim@example.kr')
    await limiter.succeeded('sign-in', '1.1.1.1', 'kim@example.kr')
    expect((await limiter.admit('sign-in', '1.1.1.1', 'kim@example.kr')).ok).toBe(true)
  })

  it('refuses a sign-up hammering one e-mail, not the other sign-ups of its address', async () => {
    const limiter = createAuthLimiter(memoryLimiters, limits)
    expect((await limiter.admit('register', '1.1.1.1', 'kim@example.kr')).ok).toBe(true)
    for (let attempt = 0; attempt < 10; attempt++) expect((await limiter.admit('register', '1.1.1.1', ' Kim@example.kr')).ok).toBe(false)
    // The refused tries did not count against the address: two more customers sign up there.
    expect((await limiter.admit('register', '1.1.1.1', 'lee@example.kr')).ok).toBe(true)
    expect((await limiter.admit('register', '1.1.1.1', 'park@example.kr')).ok).toBe(true)
    expect((await limiter.admit('register', '1.1.1.1', 'choi@example.kr')).ok).toBe(false)
  })

  it('keeps the actions apart', async () => {
    const limiter = createAuthLimiter(memoryLimiters, limits)
    for (let attempt = 0; attempt < 3; attempt++) expect((await limiter.admit('register', '1.1.1.1')).ok).toBe(true)
    expect((await limiter.admit('register', '1.1.1.1')).ok).toBe(false)
    expect((await limiter.admit('reset', '1.1.1.1', 'kim@example.kr')).ok).toBe(true)
    expect((await limiter.admit('reset', '1.1.1.1', 'kim@example.kr')).ok).toBe(false)
  })
})
