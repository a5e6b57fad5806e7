import { describe, expect, it } from 'vitest'
import { isCompleteActionLink, validateActionSearch } from './action-modes'

describe('isCompleteActionLink', () => {
  it.each(['resetPassword', 'verifyEmail', 'recoverEmail', 'verifyAndChangeEmail', 'revertSecondFactorAddition'])('accepts %s with a code', (mode) => {
    expect(isCompleteActionLink({ mode, oobCode: 'abc' })).toBe(true)
  })

  it('needs an apiKey, an oobCode and a mode for a sign-in link', () => {
    expect(isCompleteActionLink({ mode: 'signIn', oobCode: 'abc', apiKey: 'key' })).toBe(true)
    expect(isCompleteActionLink({ mode: 'signIn', oobCode: 'abc' })).toBe(false)
    expect(isCompleteActionLink({ mode: 'signIn', apiKey: 'key' })).toBe(false)
  })

  it('refuses unknown modes and missing codes', () => {
    expect(isCompleteActionLink({ mode: 'deleteEverything', oobCode: 'abc' })).toBe(false)
    expect(isCompleteActionLink({ mode: 'verifyEmail' })).toBe(false)
    expect(isCompleteActionLink({})).toBe(false)
  })
})

describe('validateActionSearch', () => {
  it('keeps only non-empty strings', () => {
    expect(validateActionSearch({ mode: 'verifyEmail', oobCode: 42, apiKey: '', lang: 'ko' })).toEqual({
      mode: 'verifyEmail',
      oobCode: undefined,
      apiKey: undefined,
      continueUrl: undefined,
      lang: 'ko',
    })
  })
})
