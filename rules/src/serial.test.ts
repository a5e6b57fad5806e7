import { describe, expect, it } from 'vitest'
import { isAuthCodeFormat, isSerialFormat, normaliseAuthCode, normaliseSerial, productionBatch } from './serial'

describe('serial numbers', () => {
  it('are compared in capitals without surrounding spaces', () => {
    expect(normaliseSerial('  vpa-2611-00001 ')).toBe('VPA-2611-00001')
  })
  it.each(['vpa 2611 00001', 'VPA – 2611 – 00001', 'ＶＰＡ－２６１１－００００１', 'vpa_2611--00001', '-VPA-2611-00001-'])('reads %s as printed', (typed) =>
    expect(normaliseSerial(typed)).toBe('VPA-2611-00001'),
  )
  it.each(['VPA-2611-00001', 'VP2611000001', 'ABCDEF'])('accepts %s', (value) => expect(isSerialFormat(value)).toBe(true))
  it.each(['VPA', '-VPA2611', 'VPA2611-', 'VPA--2611', 'VPA 2611 0001', 'vpa-2611-00001', 'A'.repeat(33)])('rejects %s', (value) =>
    expect(isSerialFormat(value)).toBe(false),
  )
})

describe('authentication codes', () => {
  it.each(['K7Q2', 'k7q2m9', 'A1B2C3D4E5F6'])('accepts %s', (value) => expect(isAuthCodeFormat(value)).toBe(true))
  it.each(['K7Q', 'K7Q2-M9', 'A1B2C3D4E5F6G'])('rejects %s', (value) => expect(isAuthCodeFormat(value)).toBe(false))
})

describe('authentication codes as typed', () => {
  it('drop case, spaces and hyphens', () => expect(normaliseAuthCode(' k7q2-m9 ')).toBe('K7Q2M9'))
})

describe('production batches', () => {
  it('are the serial without the unit number, and a serial of one group has none', () => {
    expect(productionBatch('VPA-2611-00001')).toBe('VPA-2611')
    expect(productionBatch('E2E-SC1234')).toBe('E2E')
    expect(productionBatch('VPA261100001')).toBeNull()
  })
})
