import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { InvalidInput, validInput } from './invalid-input'

describe('validInput', () => {
  const check = validInput(z.object({ id: z.number().int() }))

  it('passes what the schema accepts, parsed', () => {
    expect(check({ id: 3 })).toEqual({ id: 3 })
  })

  it('refuses the rest with a 400 that carries a Korean message', () => {
    for (const input of [undefined, null, 'x', { id: '3' }, JSON.parse('{"__proto__":{"id":3}}')]) {
      const error = (() => {
        try {
          check(input)
        } catch (thrown) {
          return thrown
        }
      })()
      expect(error).toBeInstanceOf(InvalidInput)
      expect(error).toMatchObject({ status: 400, message: expect.stringMatching(/[가-힣]/) })
    }
  })
})
