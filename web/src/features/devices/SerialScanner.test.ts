import { describe, expect, it } from 'vitest'
import { checkField } from './messages'
import { serialFromCode } from './SerialScanner'

describe('a scanned label', () => {
  it('gives the serial printed in it', () => expect(serialFromCode('VPA-2611-00001')).toBe('VPA-2611-00001'))
  it('gives the serial of a link to the registration page', () =>
    expect(serialFromCode('https://vapore.example/device/register?serial=VPP-2611-00007')).toBe('VPP-2611-00007'))
})

describe('a refusal of the check', () => {
  it.each([
    ['unknown', 'serialNumber'],
    ['bad-format', 'serialNumber'],
    ['code-mismatch', 'authCode'],
    ['limited', null],
  ])('%s is shown at %s', (reason, field) => expect(checkField(reason)).toBe(field))
})
