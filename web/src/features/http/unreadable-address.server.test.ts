import { describe, expect, it } from 'vitest'
import { UNREADABLE_ADDRESS_MESSAGE, unreadableAddressResponse } from './unreadable-address.server'

describe('an address that is not valid percent-encoding', () => {
  it('is a 400 with a Korean message', async () => {
    for (const path of ['/%ED%A0%80', '/_serverFn/%ED%A0%80', '/posts/%E0%A4%A', '/%']) {
      const response = unreadableAddressResponse(path)
      expect(response?.status, path).toBe(400)
      expect(await response?.json()).toEqual({ message: UNREADABLE_ADDRESS_MESSAGE })
    }
  })

  it('leaves every readable address alone, Korean ones included', () => {
    for (const path of ['/', '/shops', '/posts/%EA%B0%80', '/user/service/view/12']) expect(unreadableAddressResponse(path), path).toBeNull()
  })
})
