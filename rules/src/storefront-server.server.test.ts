import { describe, expect, it } from 'vitest'
import { createServerCredential, isServerCredential } from './storefront-server.server'

const secret = 'a-test-secret-of-at-least-32-characters!'
const at = Date.parse('2026-11-24T10:00:00Z')

describe("the storefront server's credential", () => {
  it('stands for its purpose for thirty seconds', () => {
    const credential = createServerCredential('web-vitals', secret, at)
    expect(isServerCredential(credential, 'web-vitals', secret, at)).toBe(true)
    expect(isServerCredential(credential, 'web-vitals', secret, at + 30_000)).toBe(true)
    expect(isServerCredential(credential, 'web-vitals', secret, at + 31_000)).toBe(false)
    expect(isServerCredential(credential, 'web-vitals', secret, at - 2_000)).toBe(false)
  })

  it('not for another purpose, another secret, an altered time or anything malformed', () => {
    const credential = createServerCredential('web-vitals', secret, at)
    expect(isServerCredential(credential, 'something-else', secret, at)).toBe(false)
    expect(isServerCredential(credential, 'web-vitals', 'another-secret-of-at-least-32-characters', at)).toBe(false)
    const [seconds, signature] = credential.split('.')
    expect(isServerCredential(`${Number(seconds) + 5}.${signature}`, 'web-vitals', secret, at + 5_000)).toBe(false)
    for (const bad of [undefined, null, '', 'abc', `${seconds}.`, `.${signature}`, `${credential}.x`]) {
      expect(isServerCredential(bad, 'web-vitals', secret, at)).toBe(false)
    }
  })
})
