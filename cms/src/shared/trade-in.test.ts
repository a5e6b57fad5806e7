import { describe, expect, it } from 'vitest'
import { creditFor, gradeOf } from './trade-in'

describe('trade-in grades', () => {
  it('grade the answers: damage or no power is C, signs of use or a missing accessory B, else A', () => {
    expect(gradeOf({ exterior: 'clean', powersOn: true, accessories: true })).toBe('A')
    expect(gradeOf({ exterior: 'worn', powersOn: true, accessories: true })).toBe('B')
    expect(gradeOf({ exterior: 'clean', powersOn: true, accessories: false })).toBe('B')
    expect(gradeOf({ exterior: 'worn', powersOn: false, accessories: false })).toBe('C')
    expect(gradeOf({ exterior: 'damaged', powersOn: true, accessories: true })).toBe('C')
    // Not answered yet (the form, before a choice): no grade, and no price to show.
    expect(gradeOf({ powersOn: true, accessories: true })).toBeNull()
  })

  it('price a grade from the event’s offer; a grade without its own amount takes the one above', () => {
    const offer = { credit: 50_000, creditB: 35_000, creditC: 10_000 }
    expect([creditFor(offer, 'A'), creditFor(offer, 'B'), creditFor(offer, 'C')]).toEqual([50_000, 35_000, 10_000])
    expect([creditFor({ credit: 50_000 }, 'B'), creditFor({ credit: 50_000, creditB: 30_000 }, 'C'), creditFor({ credit: 50_000, creditC: 0 }, 'C')]).toEqual([
      50_000, 30_000, 0,
    ])
  })
})
