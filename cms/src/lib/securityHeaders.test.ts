import { describe, expect, it } from 'vitest'
import { adminPolicy, API_POLICY, COMMON_HEADERS } from './securityHeaders'

describe('the CMS security headers', () => {
  it('runs only our scripts and those carrying the nonce in the admin, eval only in dev', () => {
    const policy = adminPolicy('n0nce', { dev: false })
    expect(policy).toMatch(/script-src 'self' 'nonce-n0nce' https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[\d.]+\/;/)
    expect(policy).not.toContain('unsafe-eval')
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(adminPolicy('n0nce', { dev: true })).toContain("'unsafe-eval'")
  })

  it('lets nothing run in API responses and sends nosniff everywhere', () => {
    expect(API_POLICY).toBe("default-src 'none'; frame-ancestors 'none'; sandbox")
    expect(COMMON_HEADERS['X-Content-Type-Options']).toBe('nosniff')
  })
})
