import { describe, expect, it } from 'vitest'
import { UNKNOWN_FUNCTION_MESSAGE } from './invalid-input'
import { missingFunctionResponse, unknownFunctionResponse } from './unknown-function.server'

describe('a call to a server function the build does not have', () => {
  it('is a 404 with a Korean message, for each error of Start’s lookup', async () => {
    for (const message of [
      'Server function info not found for 0123abcd',
      'Server function module not resolved for 0123abcd',
      'Server function module export not resolved for serverFn ID: 0123abcd',
    ]) {
      const response = unknownFunctionResponse(new Error(message))
      expect(response?.status, message).toBe(404)
      expect(await response?.json()).toEqual({ message: UNKNOWN_FUNCTION_MESSAGE })
    }
  })

  it('leaves any other error to the server', () => {
    expect(unknownFunctionResponse(new Error('connect ECONNREFUSED 127.0.0.1:3001'))).toBeNull()
    expect(unknownFunctionResponse('Server function info not found')).toBeNull()
  })

  it('is a 404 with no id, a blank one or a name every object has', async () => {
    for (const path of ['/_serverFn/', '/_serverFn', '/_serverFn/%20', '/_serverFn/__proto__', '/_serverFn/constructor', '/_serverFn/toString/x'])
      expect(missingFunctionResponse(path)?.status, path).toBe(404)
    for (const path of ['/_serverFn/0123abcd', '/_serverFnX', '/user', '/'.concat('_serverFn'.toUpperCase())])
      expect(missingFunctionResponse(path), path).toBeNull()
  })
})
