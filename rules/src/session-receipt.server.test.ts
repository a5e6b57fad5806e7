import { describe, expect, it } from 'vitest'
import { createSessionReceipt, isFreshReceiptFor, SESSION_RECEIPT_SECONDS } from './session-receipt.server'

const secret = 'a-test-secret-of-at-least-32-characters!'
const cookie = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.signature'
const checkedAt = Date.parse('2026-11-24T10:00:00Z')

describe('session receipts', () => {
  it('stand for the storefront’s check of that cookie for SESSION_RECEIPT_SECONDS', () => {
    const receipt = createSessionReceipt(cookie, secret, checkedAt)
    expect(isFreshReceiptFor(cookie, receipt, secret, checkedAt)).toBe(true)
    expect(isFreshReceiptFor(cookie, receipt, secret, checkedAt + SESSION_RECEIPT_SECONDS * 1000)).toBe(true)
    expect(isFreshReceiptFor(cookie, receipt, secret, checkedAt + SESSION_RECEIPT_SECONDS * 1000 + 1000)).toBe(false)
    // Dated in the future beyond the clocks' grace: not one the storefront made.
    expect(isFreshReceiptFor(cookie, receipt, secret, checkedAt - 2000)).toBe(false)
  })

  it('do not stand for another cookie, another secret, an altered time or anything malformed', () => {
    const receipt = createSessionReceipt(cookie, secret, checkedAt)
    expect(isFreshReceiptFor(`${cookie}x`, receipt, secret, checkedAt)).toBe(false)
    expect(isFreshReceiptFor(cookie, receipt, 'another-secret-of-at-least-32-characters', checkedAt)).toBe(false)
    const [seconds, signature] = receipt.split('.')
    expect(isFreshReceiptFor(cookie, `${Number(seconds) + 10}.${signature}`, secret, checkedAt + 10_000)).toBe(false)
    for (const bad of [undefined, null, '', 'abc', `${seconds}.`, `.${signature}`, `${receipt}.x`, `-1.${signature}`]) {
      expect(isFreshReceiptFor(cookie, bad, secret, checkedAt)).toBe(false)
    }
  })
})
