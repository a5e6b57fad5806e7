import { isFreshReceiptFor, LOCAL_SESSION_RECEIPT_SECRET, SESSION_RECEIPT_HEADER } from '@storefront/rules/session-receipt.server'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { credentialHeaders } from '~/features/cms/cms-client.server'
import { stubLocalServerEnv } from '~/test/local-server-env'
import { readSessionUser, revokeSession } from './session.server'

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

// Firebase's answers (the third party): to the storefront's check, good or refused; to a revocation.
const verifySessionCookie = vi.fn()
const revokeRefreshTokens = vi.fn()
vi.mock('./firebase-admin.server', () => ({ adminAuth: () => ({ verifySessionCookie, revokeRefreshTokens }) }))

beforeAll(stubLocalServerEnv)

beforeEach(() => {
  serving.request = new Request('http://localhost:3000/user/device')
  verifySessionCookie.mockReset()
  revokeRefreshTokens.mockReset()
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

describe('logout ends the session everywhere, or says it did not (revokeSession)', () => {
  const revoked = Object.assign(new Error('revoked'), { code: 'auth/session-cookie-revoked' })
  // Signed in two seconds ago: no wait for the next second.
  const claims = () => ({ uid: 'consumer-1', auth_time: Math.floor(Date.now() / 1000) - 2 })
  /** Firebase decodes the cookie; with revocation checked it answers `checked` in turn, the last one from then on. */
  const firebaseSees = (...checked: Array<'still good' | 'revoked' | 'hangs'>) => {
    verifySessionCookie.mockImplementation(async (_cookie: string, checkRevoked: boolean) => {
      if (!checkRevoked) return claims()
      const next = checked.length > 1 ? checked.shift() : checked[0]
      if (next === 'hangs') return new Promise(() => {})
      if (next === 'revoked') throw revoked
      return claims()
    })
  }

  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] }))
  afterEach(() => void vi.useRealTimers())

  it('is done when the cookie no longer verifies after the revocation', async () => {
    firebaseSees('revoked')
    await revokeSession()
    expect(revokeRefreshTokens).toHaveBeenCalledExactlyOnceWith('consumer-1')
  })

  it('revokes again when Firebase took the revocation but the cookie still verifies, and is done when it stops', async () => {
    firebaseSees('still good', 'revoked')
    const done = revokeSession()
    await vi.runAllTimersAsync()
    await done
    expect(revokeRefreshTokens).toHaveBeenCalledTimes(2)
  })

  it('fails, never reports done, when the cookie still verifies after every attempt', async () => {
    firebaseSees('still good')
    const done = revokeSession()
    const failed = expect(done).rejects.toThrow('still verifies after revoking it')
    await vi.runAllTimersAsync()
    await failed
    expect(revokeRefreshTokens).toHaveBeenCalledTimes(3)
  })

  it('fails when Firebase refuses or does not answer the revocation, after trying again', async () => {
    firebaseSees('still good')
    revokeRefreshTokens.mockRejectedValue(Object.assign(new Error('unavailable'), { code: 'app/network-error' }))
    let done = revokeSession()
    let failed = expect(done).rejects.toThrow('unavailable')
    await vi.runAllTimersAsync()
    await failed
    expect(revokeRefreshTokens).toHaveBeenCalledTimes(3)

    // A check that hangs ends at the storefront's own time limit, not the SDK's minutes.
    revokeRefreshTokens.mockReset().mockResolvedValue(undefined)
    firebaseSees('hangs')
    done = revokeSession()
    failed = expect(done).rejects.toThrow('did not answer within')
    await vi.runAllTimersAsync()
    await failed
    expect(revokeRefreshTokens).toHaveBeenCalledTimes(3)
  })

  it('waits for the second after the sign-in, which Firebase would spare from the revocation', async () => {
    firebaseSees('revoked')
    verifySessionCookie.mockImplementationOnce(async () => ({ uid: 'consumer-1', auth_time: Math.floor(Date.now() / 1000) }))
    const done = revokeSession()
    await vi.advanceTimersByTimeAsync(0)
    expect(revokeRefreshTokens).not.toHaveBeenCalled()
    await vi.runAllTimersAsync()
    await done
    expect(revokeRefreshTokens).toHaveBeenCalledOnce()
  })

  it('is done when the revocation fails because the session already ended (its user deleted meanwhile)', async () => {
    firebaseSees('revoked')
    revokeRefreshTokens.mockRejectedValue(Object.assign(new Error('no user'), { code: 'auth/user-not-found' }))
    await revokeSession()
    expect(revokeRefreshTokens).toHaveBeenCalledOnce()
  })

  it('has nothing to end without a session, or with one Firebase already refuses', async () => {
    serving.cookie = ''
    await revokeSession()
    serving.cookie = 'session-cookie-a'
    verifySessionCookie.mockRejectedValue(revoked)
    await revokeSession()
    expect(revokeRefreshTokens).not.toHaveBeenCalled()
  })
})
