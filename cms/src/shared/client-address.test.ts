import { describe, expect, it } from 'vitest'
import { clientAddress } from './client-address'

describe('clientAddress', () => {
  it('uses the socket address when no proxy is trusted, whatever the header says', () => {
    expect(clientAddress('6.6.6.6', '10.0.0.5', 0)).toBe('10.0.0.5')
    expect(clientAddress(null, '10.0.0.5', 0)).toBe('10.0.0.5')
  })

  it('takes the entry the trusted proxies added, not one the client wrote', () => {
    // The client forged "6.6.6.6"; our one load balancer appended the real 203.0.113.7.
    expect(clientAddress('6.6.6.6, 203.0.113.7', '10.0.0.2', 1)).toBe('203.0.113.7')
    // Two proxies of ours: the CDN appended the client, the balancer appended the CDN.
    expect(clientAddress('6.6.6.6, 203.0.113.7, 198.51.100.1', '10.0.0.2', 2)).toBe('203.0.113.7')
  })

  it('falls back sensibly when the header is missing or short', () => {
    expect(clientAddress(undefined, '10.0.0.2', 1)).toBe('10.0.0.2')
    expect(clientAddress('203.0.113.7', '10.0.0.2', 2)).toBe('203.0.113.7')
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown')
  })
})
