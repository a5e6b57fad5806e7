import { describe, expect, it } from 'vitest'
import { isRecentSignIn, roleOf, sessionCookieOptions } from './session-policy'

describe('isRecentSignIn', () => {
  const now = 1_700_000_000_000
  it('accepts a sign-in up to the maximum age', () => {
    expect(isRecentSignIn(now / 1000 - 300, 300, now)).toBe(true)
    expect(isRecentSignIn(now / 1000, 300, now)).toBe(true)
  })
  it('refuses an older sign-in', () => {
    expect(isRecentSignIn(now / 1000 - 301, 300, now)).toBe(false)
  })
})

describe('sessionCookieOptions', () => {
  it('is httpOnly, SameSite=Lax and site-wide', () => {
    expect(sessionCookieOptions({ localRun: true, siteUrl: 'http://localhost:3000' })).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
    })
  })
  it('is Secure unless a local run serves plain http', () => {
    expect(sessionCookieOptions({ localRun: true, siteUrl: 'http://localhost:3000' }).secure).toBe(false)
    expect(sessionCookieOptions({ localRun: true, siteUrl: 'https://local.test' }).secure).toBe(true)
    expect(sessionCookieOptions({ localRun: false, siteUrl: 'http://www.example.kr' }).secure).toBe(true)
  })
})

describe('roleOf', () => {
  it('keeps the three staff roles and nothing else', () => {
    expect(roleOf('admin')).toBe('admin')
    expect(roleOf('manager')).toBe('manager')
    expect(roleOf('staff')).toBe('staff')
    expect(roleOf('owner')).toBeNull()
    expect(roleOf(undefined)).toBeNull()
    expect(roleOf(['admin'])).toBeNull()
  })
})
