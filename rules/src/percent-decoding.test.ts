import { describe, expect, it } from 'vitest'
import { decodedOrNull } from './percent-decoding'

describe('percent-decoding', () => {
  it('gives the decoded text, or null when it does not decode', () => {
    expect(decodedOrNull('%EA%B0%80')).toBe('가')
    expect(decodedOrNull('%ED%A0%80')).toBeNull()
    expect(decodedOrNull('%')).toBeNull()
    expect(decodedOrNull('/a%2Fb', decodeURI)).toBe('/a%2Fb')
    expect(decodedOrNull('/%E0%A4%A', decodeURI)).toBeNull()
  })
})
