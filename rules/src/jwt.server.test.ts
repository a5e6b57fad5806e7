import { decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { readToken, signToken } from './jwt.server'

const secret = 'a-test-secret-of-at-least-32-characters!'
const now = Date.parse('2026-11-20T10:00:00Z')
const exp = now / 1000 + 600
const schema = z.object({ id: z.number().int().positive(), exp: z.number().int() })
const key = new TextEncoder().encode(secret)

describe('signed tokens (JWTs on jose)', () => {
  it('are HS256 JWTs typed for their purpose, read back until their exp', async () => {
    const token = await signToken('estimate', { id: 7 }, exp, secret)
    expect(token.split('.')).toHaveLength(3)
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'estimate+jwt' })
    expect(await readToken(token, 'estimate', schema, secret, now + 599_999)).toEqual({ ok: true, claims: { id: 7, exp } })
    expect(await readToken(token, 'estimate', schema, secret, now + 600_000)).toEqual({ ok: false, reason: 'expired' })
  })

  it('never pass for another purpose, under the same secret', async () => {
    const preview = await signToken('preview', { id: 7 }, exp, secret)
    const estimate = await signToken('estimate', { id: 7 }, exp, secret)
    expect(await readToken(preview, 'estimate', schema, secret, now)).toEqual({ ok: false, reason: 'invalid' })
    expect(await readToken(estimate, 'preview', schema, secret, now)).toEqual({ ok: false, reason: 'invalid' })
    // Nor an untyped token, nor one typed as a plain JWT.
    const untyped = await new SignJWT({ id: 7 }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(exp).sign(key)
    const plain = await new SignJWT({ id: 7 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setExpirationTime(exp).sign(key)
    for (const token of [untyped, plain]) expect(await readToken(token, 'estimate', schema, secret, now)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('are refused when signed with another key or algorithm, altered, unsigned or malformed', async () => {
    const token = await signToken('estimate', { id: 7 }, exp, secret)
    const read = (candidate: unknown) => readToken(candidate, 'estimate', schema, secret, now)
    expect(await readToken(token, 'estimate', schema, 'another-secret-of-at-least-32-characters', now)).toEqual({ ok: false, reason: 'invalid' })
    const [header, , signature] = token.split('.')
    const altered = Buffer.from(JSON.stringify({ id: 8, exp })).toString('base64url')
    expect(await read(`${header}.${altered}.${signature}`)).toEqual({ ok: false, reason: 'invalid' })
    // An expired token altered to live longer is a forgery, not an expiry.
    const longer = Buffer.from(JSON.stringify({ id: 7, exp: exp + 3600 })).toString('base64url')
    expect(await readToken(`${header}.${longer}.${signature}`, 'estimate', schema, secret, now + 601_000)).toEqual({ ok: false, reason: 'invalid' })
    const hs512 = await new SignJWT({ id: 7 }).setProtectedHeader({ alg: 'HS512', typ: 'estimate+jwt' }).setExpirationTime(exp).sign(key)
    expect(await read(hs512)).toEqual({ ok: false, reason: 'invalid' })
    const unsecured = new UnsecuredJWT({ id: 7 }).setExpirationTime(exp).encode()
    expect(await read(unsecured)).toEqual({ ok: false, reason: 'invalid' })
    for (const bad of [undefined, null, 42, '', 'abc', 'a.b', 'a.b.c', `${token}.x`, `${token}x`])
      expect(await read(bad)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('need an exp, and claims the schema takes', async () => {
    const forever = await new SignJWT({ id: 7 }).setProtectedHeader({ alg: 'HS256', typ: 'estimate+jwt' }).sign(key)
    expect(await readToken(forever, 'estimate', schema, secret, now)).toEqual({ ok: false, reason: 'invalid' })
    const wrong = await signToken('estimate', { id: 'seven' }, exp, secret)
    expect(await readToken(wrong, 'estimate', schema, secret, now)).toEqual({ ok: false, reason: 'invalid' })
  })
})
