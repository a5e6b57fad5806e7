import { describe, expect, it } from 'vitest'
import { commonHeaders, NON_PAGE_POLICY, pagePolicy } from './content-security-policy'

const directives = (policy: string) => new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)] as [string, string[]]))

const standInPostcode = { scriptUrl: 'http://127.0.0.1:3194/mapjsapi/bundle/postcode/prod/postcode.v2.js', frameOrigin: 'http://127.0.0.1:3194' }
const kakaoPostcode = { scriptUrl: 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js', frameOrigin: 'https://postcode.map.daum.net' }
const local = { authEmulatorHost: '127.0.0.1:9199', analytics: false, production: true, siteUrl: 'http://localhost:3100', postcode: standInPostcode }
const production = { analytics: false, production: true, siteUrl: 'https://www.example.kr', postcode: kakaoPostcode }

describe('pagePolicy', () => {
  it('names the hashes of a shared page instead of a nonce (docs/decisions/0023)', () => {
    const policy = directives(pagePolicy(local, { scripts: ["'sha256-AAA='"], styles: ["'sha256-BBB='"] }))
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-AAA='", 'http://127.0.0.1:3194'])
    expect(policy.get('style-src')).toEqual(["'self'", "'sha256-BBB='"])
  })

  it('runs only our own scripts and those carrying the nonce, never inline code or eval', () => {
    const scripts = directives(pagePolicy(local, 'abc123'))
    expect(scripts.get('script-src')).toEqual(["'self'", "'nonce-abc123'", 'http://127.0.0.1:3194'])
    expect(scripts.get('object-src')).toEqual(["'none'"])
    expect(scripts.get('base-uri')).toEqual(["'none'"])
    expect(scripts.get('frame-ancestors')).toEqual(["'none'"])
    expect(scripts.get('form-action')).toEqual(["'self'"])
    expect(pagePolicy(local, 'abc123')).not.toMatch(/unsafe-eval|'unsafe-inline'.*script|strict-dynamic|\*(?!\.)/)
  })

  it('lets the browser reach the Auth Emulator on a local run, and only Google identity endpoints otherwise', () => {
    expect(directives(pagePolicy(local, 'n')).get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:9199'])
    const connect = directives(pagePolicy(production, 'n')).get('connect-src')
    expect(connect).toContain('https://identitytoolkit.googleapis.com')
    expect(connect).toContain('https://securetoken.googleapis.com')
    expect(connect).not.toContain('http://127.0.0.1:9199')
    expect(connect?.some((source) => source.includes('google-analytics'))).toBe(false)
  })

  it('adds the Analytics hosts only when Analytics is configured', () => {
    const policy = directives(pagePolicy({ ...production, analytics: true }, 'n'))
    expect(policy.get('script-src')).toContain('https://www.googletagmanager.com')
    expect(policy.get('connect-src')).toContain('https://*.google-analytics.com')
    expect(policy.get('img-src')).toContain('https://*.google-analytics.com')
  })

  it('lets the postcode search in from its configured origins only: its scripts, and its search page in a frame', () => {
    const policy = directives(pagePolicy(production, 'n'))
    expect(policy.get('script-src')).toContain('https://t1.daumcdn.net')
    expect(policy.get('frame-src')).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/', 'https://postcode.map.daum.net'])
    // Nothing else of the service: no connection, image or style of its own.
    for (const directive of ['connect-src', 'img-src', 'style-src', 'default-src']) expect(policy.get(directive)?.join(' ')).not.toMatch(/daum|kakao/)
    // The stand-in on a local run: its origin in place of Kakao's, and the frame the only one allowed.
    const standIn = directives(pagePolicy(local, 'n'))
    expect(standIn.get('frame-src')).toEqual(['http://127.0.0.1:3194'])
    expect(pagePolicy(local, 'n')).not.toMatch(/daum|kakao/)
  })

  it('lets the page load PortOne’s SDK from where it is configured, and PortOne’s own hosts only for PortOne’s', () => {
    const standIn = directives(pagePolicy({ ...local, portOneSdkUrl: 'http://127.0.0.1:3199/v2/browser-sdk.js' }, 'n'))
    expect(standIn.get('script-src')).toEqual(["'self'", "'nonce-n'", new URL(standInPostcode.scriptUrl).origin, 'http://127.0.0.1:3199'])
    expect(standIn.get('frame-src')).toEqual([standInPostcode.frameOrigin])
    const real = directives(pagePolicy({ ...production, portOneSdkUrl: 'https://cdn.portone.io/v2/browser-sdk.js' }, 'n'))
    expect(real.get('script-src')).toContain('https://cdn.portone.io')
    expect(real.get('connect-src')).toContain('https://*.portone.io')
    expect(real.get('frame-src')).toContain('https://*.portone.io')
    expect(
      directives(pagePolicy(production, 'n'))
        .get('script-src')
        ?.some((source) => source.includes('portone')),
    ).toBe(false)
  })
})

describe('commonHeaders', () => {
  it('keeps geolocation and the camera for the site itself, and sends HSTS only from an https production site', () => {
    const headers = commonHeaders(production)
    expect(headers['Permissions-Policy']).toMatch(/(^|, )geolocation=\(self\)/)
    expect(headers['Permissions-Policy']).toMatch(/(^|, )camera=\(self\)/)
    expect(headers['Permissions-Policy']).toMatch(/(^|, )microphone=\(\)/)
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains')
    expect(commonHeaders(local)['Strict-Transport-Security']).toBeUndefined()
    expect(commonHeaders({ ...production, production: false })['Strict-Transport-Security']).toBeUndefined()
  })

  it('gives everything that is not a page a policy that allows nothing', () => {
    expect(NON_PAGE_POLICY).toBe("default-src 'none'; frame-ancestors 'none'; sandbox")
  })
})
