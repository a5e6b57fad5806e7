// The reader of estimate links mailed before they became JWTs (docs/decisions/0050): goes with it.
import { describe, expect, it } from 'vitest'
import { hmacOf } from '@storefront/rules/hmac.server'
import { isLegacyEstimateToken, readLegacyEstimateToken } from './legacyEstimateLink'

const secret = 'a-test-secret-of-at-least-32-characters!'
const now = Date.parse('2026-11-20T10:00:00Z')
const exp = now / 1000 + 3 * 24 * 60 * 60
const named = { id: 41, nonce: 'aBc-123_xyz' }

/** A token as estimateLink.ts made it before: base64url JSON, a dot, its HMAC-SHA256. */
function legacyToken(claims: Record<string, unknown>, key = secret) {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${body}.${hmacOf(body, key)}`
}

describe('estimate links of the old format', () => {
  it('are told from JWTs by their shape', () => {
    expect(isLegacyEstimateToken(legacyToken({ use: 'estimate', ...named, exp }))).toBe(true)
    for (const other of ['h.p.s', undefined, 42, '']) expect(isLegacyEstimateToken(other)).toBe(false)
  })

  it('are read until they expire', () => {
    const token = legacyToken({ use: 'estimate', ...named, exp })
    expect(readLegacyEstimateToken(token, secret, now)).toEqual({ ok: true, claims: { ...named, exp } })
    expect(readLegacyEstimateToken(token, secret, exp * 1000 - 1)).toEqual({ ok: true, claims: { ...named, exp } })
    expect(readLegacyEstimateToken(token, secret, exp * 1000)).toEqual({ ok: false, reason: 'expired' })
  })

  it('are refused when forged, altered, made for draft preview, or malformed', () => {
    expect(readLegacyEstimateToken(legacyToken({ use: 'estimate', ...named, exp }, 'another-secret-of-at-least-32-characters'), secret, now)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    const [, signature] = legacyToken({ use: 'estimate', ...named, exp }).split('.')
    const altered = Buffer.from(JSON.stringify({ use: 'estimate', ...named, exp: exp + 86_400 })).toString('base64url')
    expect(readLegacyEstimateToken(`${altered}.${signature}`, secret, now)).toEqual({ ok: false, reason: 'invalid' })
    expect(readLegacyEstimateToken(legacyToken({ use: 'preview', ...named, exp }), secret, now)).toEqual({ ok: false, reason: 'invalid' })
    expect(readLegacyEstimateToken(legacyToken({ ...named, exp }), secret, now)).toEqual({ ok: false, reason: 'invalid' })
    const notJson = Buffer.from('not json').toString('base64url')
    for (const bad of ['', '.', 'a.', '.b', `${notJson}.${hmacOf(notJson, secret)}`])
      expect(readLegacyEstimateToken(bad, secret, now)).toEqual({ ok: false, reason: 'invalid' })
  })
})
