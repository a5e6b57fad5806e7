import { describe, expect, it } from 'vitest'
import { requestIdFrom } from './request-id'

describe('requestIdFrom', () => {
  it('keeps a sane id', () => {
    expect(requestIdFrom('lb-2f1c.9_A')).toBe('lb-2f1c.9_A')
    expect(requestIdFrom('a'.repeat(64))).toBe('a'.repeat(64))
  })

  it.each([undefined, null, '', 'a'.repeat(65), 'two words', 'id\nforged log line', '<script>', '{"level":"error"}'])('makes a new one for %j', (given) => {
    expect(requestIdFrom(given)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  })

  it('takes the first of repeated headers', () => {
    expect(requestIdFrom(['first', 'second'])).toBe('first')
  })
})
