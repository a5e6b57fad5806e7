import { describe, expect, it } from 'vitest'
import { isPolicyVersion, mustAgreeAgain, mustAgreeFirst, policyVersion, versionsOnDay } from './policy-version'

describe('policy versions', () => {
  it('names a version by the Seoul day it takes effect', () => {
    // Midnight in Seoul is 15:00 UTC the day before: the admin's date picker stores that.
    expect(policyVersion('2026-11-30T15:00:00.000Z')).toBe('2026-12-01')
    expect(policyVersion('2026-01-01T00:00:00.000Z')).toBe('2026-01-01')
    expect(policyVersion(null)).toBeNull()
  })

  it('puts in force the latest version whose Seoul day has come, not the latest saved', () => {
    const versions = [{ effectiveDate: '2026-01-01' }, { effectiveDate: '2026-12-01' }, { effectiveDate: '2025-06-01' }]
    expect(versionsOnDay(versions, '2026-11-30')).toEqual({
      inForce: { effectiveDate: '2026-01-01' },
      upcoming: [{ effectiveDate: '2026-12-01' }],
      past: [{ effectiveDate: '2025-06-01' }],
    })
    // On its day it takes effect, and the one before becomes past.
    expect(versionsOnDay(versions, '2026-12-01')).toMatchObject({ inForce: { effectiveDate: '2026-12-01' }, upcoming: [] })
    expect(versionsOnDay(versions, '2026-12-01').past.map(({ effectiveDate }) => effectiveDate)).toEqual(['2026-01-01', '2025-06-01'])
    // Before the first one: nothing in force, everything to come, nearest first.
    expect(versionsOnDay(versions, '2025-01-01')).toMatchObject({ inForce: null, past: [] })
    expect(versionsOnDay(versions, '2025-01-01').upcoming.map(({ effectiveDate }) => effectiveDate)).toEqual(['2025-06-01', '2026-01-01', '2026-12-01'])
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
