import { describe, expect, it } from 'vitest'
import { credentialOf } from './credential'

describe('credentialOf', () => {
  it('reads an ID token from Authorization: Bearer', () => {
    expect(credentialOf(new Headers({ authorization: 'Bearer eyJ.a.b' }))).toEqual({ kind: 'idToken', value: 'eyJ.a.b' })
  })

  it('reads a session cookie from X-Firebase-Session, preferring it to a bearer token', () => {
    const headers = new Headers({ 'x-firebase-session': 'cookie.v.s', authorization: 'Bearer eyJ.a.b' })
    expect(credentialOf(headers)).toEqual({ kind: 'sessionCookie', value: 'cookie.v.s' })
  })

  it('ignores staff tokens and empty headers', () => {
    expect(credentialOf(new Headers({ authorization: 'JWT staff.token' }))).toBeNull()
    expect(credentialOf(new Headers({ 'x-firebase-session': ' ' }))).toBeNull()
    expect(credentialOf(new Headers())).toBeNull()
  })
})
