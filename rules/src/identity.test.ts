import { describe, expect, it } from 'vitest'
import { birthDateFor, isAdultOn, isIdentityReturnPath } from './identity'

describe('isAdultOn', () => {
  // 2026-11-27 15:30 UTC is already the 28th in Seoul.
  const now = new Date('2026-11-27T15:30:00Z')

  it('counts full years on Seoul’s date, the birthday itself counting', () => {
    expect(isAdultOn('2007-11-28', now)).toBe(true)
    expect(isAdultOn('2007-11-29', now)).toBe(false)
    expect(isAdultOn('2007-11-28', new Date('2026-11-27T14:59:59Z'))).toBe(false)
    expect(isAdultOn('1960-01-01', now)).toBe(true)
  })

  it('brings a 29 February birthday of age on 1 March of a common year', () => {
    expect(isAdultOn('2008-02-29', new Date('2027-02-28T03:00:00Z'))).toBe(false)
    expect(isAdultOn('2008-02-29', new Date('2027-03-01T03:00:00Z'))).toBe(true)
  })

  it('takes nothing else for a birth date', () => {
    expect(isAdultOn('', now)).toBe(false)
    expect(isAdultOn('19900101', now)).toBe(false)
  })
})

describe('birthDateFor', () => {
  it('names the birth date of someone turning an age today or some days from today', () => {
    const now = new Date('2026-11-27T15:30:00Z')
    expect(birthDateFor(19, now)).toBe('2007-11-28')
    expect(birthDateFor(19, now, 1)).toBe('2007-11-29')
    expect(isAdultOn(birthDateFor(19, now), now)).toBe(true)
    expect(isAdultOn(birthDateFor(19, now, 1), now)).toBe(false)
  })
})

describe('isIdentityReturnPath', () => {
  it('takes the adult-only steps and nothing else', () => {
    expect(isIdentityReturnPath('/device/register/auth')).toBe(true)
    expect(isIdentityReturnPath('/trade-in/12/request/VPA-0001')).toBe(true)
    expect(isIdentityReturnPath('/survey/taste-2026')).toBe(true)
    for (const path of ['//evil.example', 'https://evil.example/device/register/auth', '/device/register/auth?x=1', '/login'])
      expect(isIdentityReturnPath(path)).toBe(false)
  })
})
