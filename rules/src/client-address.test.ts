import { describe, expect, it, vi } from 'vitest'
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

  it('says once, in the log, that the hop count is too high when an honest request shows it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.resetModules()
    const fresh = (await import('./client-address')).clientAddress
    expect(fresh('6.6.6.6, 203.0.113.7', '10.0.0.2', 2)).toBe('6.6.6.6')
    expect(warn).not.toHaveBeenCalled()
    // Two proxies trusted; a request that came through one, and another with a forged entry more.
    expect(fresh('203.0.113.7', '10.0.0.2', 2)).toBe('203.0.113.7')
    expect(fresh('6.6.6.6, 203.0.113.8', '10.0.0.2', 2)).toBe('6.6.6.6')
    expect(fresh(undefined, '10.0.0.2', 3)).toBe('10.0.0.2')
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]![0]).toMatch(/TRUSTED_PROXY_HOPS is 2, but a request came through 1 proxy/)
    warn.mockRestore()
  })
})
