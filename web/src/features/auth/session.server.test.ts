import { isFreshReceiptFor, LOCAL_SESSION_RECEIPT_SECRET, SESSION_RECEIPT_HEADER } from '@storefront/cms/session-receipt.server'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { credentialHeaders } from '~/features/cms/cms-client.server'
import { stubLocalServerEnv } from '~/test/local-server-env'
import { readSessionUser } from './session.server'

// The request Start is serving, and the session cookie it carries.
const serving: { request: Request | null; cookie: string } = { request: null, cookie: 'session-cookie-a' }
vi.mock('@tanstack/react-start/server', () => ({
  getRequest: () => {
    if (!serving.request) throw new Error('no request is being served')
    return serving.request
  },
  getCookie: () => serving.cookie,
  setCookie: () => {},
  deleteCookie: () => {},
}))

// Firebase's answer to the storefront's check (the third party): good, or refused.
const verifySessionCookie = vi.fn()
vi.mock('./firebase-admin.server', () => ({ adminAuth: () => ({ verifySessionCookie }) }))

beforeAll(stubLocalServerEnv)

beforeEach(() => {
  serving.request = new Request('http://localhost:3000/user/device')
  verifySessionCookie.mockReset()
})

const receiptSent = (cookie: string) => credentialHeaders({ session: cookie })[SESSION_RECEIPT_HEADER]

describe('the session receipt sent to the CMS (docs/decisions/0028)', () => {
  it('goes with the session Firebase found good in this request, and the CMS would take it', async () => {
    verifySessionCookie.mockResolvedValue({ uid: 'consumer-1', email: 'a@example.kr' })
    expect(await readSessionUser()).toMatchObject({ uid: 'consumer-1' })
    const headers = credentialHeaders({ session: 'session-cookie-a' })
    expect(headers['x-firebase-session']).toBe('session-cookie-a')
    expect(isFreshReceiptFor('session-cookie-a', headers[SESSION_RECEIPT_HEADER], LOCAL_SESSION_RECEIPT_SECRET)).toBe(true)
    // Firebase was asked once, with revocation.
    expect(verifySessionCookie).toHaveBeenCalledExactlyOnceWith('session-cookie-a', true)
  })

  it('is not sent for a session Firebase refused, another cookie, before the check or outside a request', async () => {
    expect(receiptSent('session-cookie-a')).toBeUndefined()
    verifySessionCookie.mockRejectedValue(Object.assign(new Error('revoked'), { code: 'auth/session-cookie-revoked' }))
    expect(await readSessionUser()).toBeNull()
    expect(receiptSent('session-cookie-a')).toBeUndefined()

    serving.request = new Request('http://localhost:3000/user/device')
    verifySessionCookie.mockResolvedValue({ uid: 'consumer-1' })
    await readSessionUser()
    expect(receiptSent('session-cookie-a')).toBeDefined()
    expect(receiptSent('session-cookie-b')).toBeUndefined()
    serving.request = null
    expect(receiptSent('session-cookie-a')).toBeUndefined()
  })
})
