import { describe, expect, it } from 'vitest'
import { decodeKept, encodeKept } from './registration-cookie.server'

describe('the serial kept between the steps', () => {
  const kept = {
    serialNumber: 'VPA-2611-00001',
    authCode: 'K7Q2M9',
    product: { id: 1, name: '바포레 에어', warrantyMonths: 12, releasedOn: null, image: null },
  }
  it('comes back as it was kept', () => expect(decodeKept(encodeKept(kept))).toEqual(kept))
  it.each([undefined, '', 'not base64 json', Buffer.from('{"serialNumber":1}').toString('base64url')])('is nothing when the cookie is %j', (value) =>
    expect(decodeKept(value)).toBeNull(),
  )
})
