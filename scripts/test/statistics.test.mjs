import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { median } from '../lib/statistics.mjs'

describe('median', () => {
  it('is the middle value of an odd count, in any order', () => {
    assert.equal(median([3, 1, 2]), 2)
  })

  it('is the mean of the two middle values of an even count (four pairs against the ceiling)', () => {
    assert.equal(median([1.07, 0.63, 0.82, 0.7]), 0.76)
  })
})
