import { describe, expect, it } from 'vitest'
import { decodeAttempt, encodeAttempt, newState, stateMatches } from './oauth-state.server'

describe('Kakao login state cookie', () => {
  it('makes a different unguessable state every time', () => {
    const states = new Set(Array.from({ length: 50 }, newState))
    expect(states.size).toBe(50)
    for (const state of states) expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('carries the state and the target through the cookie', () => {
    const attempt = { state: newState(), redirectTo: '/user/device?tab=2#list' }
    expect(decodeAttempt(encodeAttempt(attempt))).toEqual(attempt)
  })

  it('keeps only a path on this site as the target, when writing and when reading', () => {
    const state = newState()
    expect(decodeAttempt(encodeAttempt({ state, redirectTo: 'https://evil.example/' }))?.redirectTo).toBe('/')
    const forged = `${state}.${Buffer.from('//evil.example').toString('base64url')}`
    expect(decodeAttempt(forged)).toEqual({ state, redirectTo: '/' })
  })

  it('ignores a missing or malformed cookie', () => {
    for (const cookie of [undefined, '', 'short.Lw', `${newState()}`, `${newState()}.Lw.extra`, `${'!'.repeat(43)}.Lw`]) {
      expect(decodeAttempt(cookie)).toBeNull()
    }
  })

  it('accepts only the exact state the cookie holds', () => {
    const attempt = decodeAttempt(encodeAttempt({ state: newState(), redirectTo: '/' }))
    expect(stateMatches(attempt, attempt?.state)).toBe(true)
    expect(stateMatches(attempt, newState())).toBe(false)
    expect(stateMatches(attempt, attempt?.state.slice(1))).toBe(false)
    expect(stateMatches(attempt, null)).toBe(false)
    expect(stateMatches(null, attempt?.state)).toBe(false)
  })
})
