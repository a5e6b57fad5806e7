import { describe, expect, it } from 'vitest'
import { PEER_ADDRESS_HEADER } from './client-address'
import { CLIENT_RECEIPT_HEADER, clientFromReceipt, cmsClientAddress, createClientReceipt } from './client-receipt.server'

const secret = 'a-secret-of-at-least-thirty-two-characters'
const now = Date.UTC(2026, 10, 24, 3)

describe('the signed client address', () => {
  it('vouches for the address the storefront signed, IPv4 or IPv6', () => {
    for (const address of ['203.0.113.7', '2001:db8::1', '::ffff:127.0.0.1']) {
      expect(clientFromReceipt(createClientReceipt(address, secret, now), secret, now + 5_000)).toBe(address)
    }
  })

  it('vouches for nothing a client could write: another address, another secret, a stale or malformed header', () => {
    const receipt = createClientReceipt('203.0.113.7', secret, now)
    expect(clientFromReceipt(receipt.replace(/203\.0\.113\.7$/, '198.51.100.1'), secret, now)).toBeNull()
    expect(clientFromReceipt(receipt, `${secret}-other`, now)).toBeNull()
    expect(clientFromReceipt(receipt, secret, now + 31_000)).toBeNull()
    for (const given of [null, '', '198.51.100.1', `${Math.floor(now / 1000)}..198.51.100.1`]) expect(clientFromReceipt(given, secret, now)).toBeNull()
  })
})

describe('cmsClientAddress', () => {
  const secret = 'a-secret-of-at-least-thirty-two-characters'
  const from = (headers: Record<string, string>) => new Headers({ [PEER_ADDRESS_HEADER]: '198.51.100.9', ...headers })

  it('keys 35 requests from one socket on that socket, whatever X-Forwarded-For each one makes up (0 hops)', () => {
    const keys = new Set(Array.from({ length: 35 }, (_, i) => cmsClientAddress(from({ 'x-forwarded-for': `10.9.0.${i}` }), 0, secret)))
    expect([...keys]).toEqual(['198.51.100.9'])
  })

  it('believes the storefront about its visitor only with a fresh signature of the shared secret', () => {
    expect(cmsClientAddress(from({ [CLIENT_RECEIPT_HEADER]: createClientReceipt('203.0.113.7', secret) }), 0, secret)).toBe('203.0.113.7')
    expect(cmsClientAddress(from({ [CLIENT_RECEIPT_HEADER]: createClientReceipt('203.0.113.7', 'another-secret-of-thirty-two-chars!!') }), 0, secret)).toBe(
      '198.51.100.9',
    )
    expect(cmsClientAddress(from({ [CLIENT_RECEIPT_HEADER]: '203.0.113.7' }), 0, secret)).toBe('198.51.100.9')
  })

  it('behind a load balancer of ours, takes the address it appended', () => {
    expect(cmsClientAddress(from({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }), 1, secret)).toBe('203.0.113.7')
  })
})
