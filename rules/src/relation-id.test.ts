import { describe, expect, it } from 'vitest'
import { relationId } from './relation-id'

describe('relationId', () => {
  it('reads the id of a populated document and takes an id as it is', () => {
    expect(relationId({ id: 7, name: '강남점' })).toBe(7)
    expect(relationId(7)).toBe(7)
  })

  it('is null for a relationship that holds nothing', () => {
    expect(relationId(null)).toBeNull()
    expect(relationId(undefined)).toBeNull()
  })
})
