import { describe, expect, it } from 'vitest'
import { isPolicyVersion, mustAgreeAgain, mustAgreeFirst, policyVersion } from './policy-version'

describe('policy versions', () => {
  it('names a version by the Seoul day it takes effect', () => {
    // Midnight in Seoul is 15:00 UTC the day before: the admin's date picker stores that.
    expect(policyVersion('2026-11-30T15:00:00.000Z')).toBe('2026-12-01')
    expect(policyVersion('2026-01-01T00:00:00.000Z')).toBe('2026-01-01')
    expect(policyVersion(null)).toBeNull()
  })

  it('asks again for a later required version, or an agreement that names none; not someone who never agreed', () => {
    const at = '2026-01-02T00:00:00.000Z'
    expect(mustAgreeAgain(at, '2026-01-01', '2026-12-01')).toBe(true)
    expect(mustAgreeAgain(at, null, '2026-01-01')).toBe(true)
    expect(mustAgreeAgain(at, '2026-12-01', '2026-12-01')).toBe(false)
    expect(mustAgreeAgain(at, '2026-12-01', '2026-01-01')).toBe(false)
    expect(mustAgreeAgain(at, '2026-12-01', null)).toBe(false)
    expect(mustAgreeAgain(null, null, '2026-12-01')).toBe(false)
  })

  it('asks a Kakao sign-up who never agreed, and nobody else, to agree for the first time', () => {
    expect(mustAgreeFirst('kakao', null)).toBe(true)
    expect(mustAgreeFirst('kakao', '2026-11-28T03:00:00.000Z')).toBe(false)
    // An e-mail sign-up agreed on the registration form; an account without a stamp is from before consents were kept.
    expect(mustAgreeFirst('password', null)).toBe(false)
  })

  it('knows a version’s form', () => {
    expect(isPolicyVersion('2026-12-01')).toBe(true)
    expect(isPolicyVersion('2026-12-1')).toBe(false)
    expect(isPolicyVersion(7)).toBe(false)
  })
})
