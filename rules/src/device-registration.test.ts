import { describe, expect, it } from 'vitest'
import { purchaseDayProblem, receiptProblem } from './device-registration'

describe('the purchase day of a registration', () => {
  const now = new Date('2026-11-22T20:00:00Z') // 2026-11-23 in Seoul
  it('may be today in Seoul', () => expect(purchaseDayProblem('2026-11-23', null, now)).toBeNull())
  it('may not be in the future', () => expect(purchaseDayProblem('2026-11-24', null, now)).toMatch(/오늘 이후/))
  it('may not be before the model was released', () => {
    expect(purchaseDayProblem('2025-05-14', '2025-05-15T00:00:00.000Z', now)).toMatch(/2025-05-15에 출시/)
    expect(purchaseDayProblem('2025-05-15', '2025-05-15T00:00:00.000Z', now)).toBeNull()
  })
  it('is asked for when missing, as the date picker it is chosen with', () => expect(purchaseDayProblem('', null, now)).toBe('구입일을 골라 주세요.'))
  it.each(['2026-13-01x', '23/11/2026'])('refuses %j with an example of the form', (day) =>
    expect(purchaseDayProblem(day, null, now)).toMatch(/달력에서 고르거나 2025-03-14처럼/),
  )
})

describe('receipts', () => {
  it('are photos or PDFs up to 10 MB', () => {
    expect(receiptProblem({ type: 'application/pdf', size: 1000 })).toBeNull()
    expect(receiptProblem({ type: 'image/gif', size: 1000 })).toMatch(/PDF 파일만/)
    expect(receiptProblem({ type: 'image/jpeg', size: 11 * 1024 * 1024 })).toMatch(/10MB/)
  })
})
