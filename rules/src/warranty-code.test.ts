import { describe, expect, it } from 'vitest'
import { formatWarrantyCode, isWarrantyCode, normaliseWarrantyCode, warrantyCodeFrom } from './warranty-code'

describe('warranty codes', () => {
  it('are twelve base32 characters without letters people misread, printed in fours', () => {
    const code = warrantyCodeFrom(Uint8Array.from({ length: 12 }, (_, index) => index * 23))
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/)
    expect(isWarrantyCode(code)).toBe(true)
    expect(formatWarrantyCode('7K2MQ9XD41TR')).toBe('7K2M-Q9XD-41TR')
  })

  it('read what a person typed: any case, spaces or hyphens, and O, I or L for the digits they look like', () => {
    expect(normaliseWarrantyCode(' 7k2m-q9xd 4ltr ')).toBe('7K2MQ9XD41TR')
    expect(normaliseWarrantyCode('OOOO-IIII-AAAA')).toBe('00001111AAAA')
    expect(isWarrantyCode(normaliseWarrantyCode('7K2M-Q9XD'))).toBe(false)
    expect(isWarrantyCode('7K2MQ9XD41TU')).toBe(false)
  })
})
