import { describe, expect, it } from 'vitest'
import { rangeParams, responseRange, responsesWithin } from './range'

describe('responseRange', () => {
  it('takes Korean days with both ends included', () => {
    const range = responseRange('2026-11-01', '2026-11-30')
    expect(range).toEqual({ from: '2026-11-01', to: '2026-11-30', problem: null })
    expect(responsesWithin(5, range)).toEqual({
      and: [
        { survey: { equals: 5 } },
        // 00:00 in Korea is 15:00 UTC the day before; the 30th ends at the 1st's 00:00.
        { createdAt: { greater_than_equal: '2026-10-31T15:00:00.000Z' } },
        { createdAt: { less_than: '2026-11-30T15:00:00.000Z' } },
      ],
    })
    expect(rangeParams(range).toString()).toBe('from=2026-11-01&to=2026-11-30')
  })

  it('leaves out what is not a calendar day and says so', () => {
    for (const [from, to] of [
      ['2026-02-30', ''],
      ['yesterday', '2026-11-30'],
      ['', ['2026-11-30']],
      ["2026-11-01' OR 1=1", undefined],
    ]) {
      const range = responseRange(from, to)
      expect(range.problem).toBe('unreadable')
      expect([range.from, range.to].every((day) => day === null || /^\d{4}-\d{2}-\d{2}$/.test(day))).toBe(true)
    }
    expect(responseRange(undefined, undefined)).toEqual({ from: null, to: null, problem: null })
    expect(responsesWithin(5, responseRange('', ''))).toEqual({ and: [{ survey: { equals: 5 } }] })
  })

  it('shows everything when the start comes after the end', () => {
    expect(responseRange('2026-12-01', '2026-11-01')).toEqual({ from: null, to: null, problem: 'reversed' })
  })
})
