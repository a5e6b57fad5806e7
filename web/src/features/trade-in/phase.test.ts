import { describe, expect, it } from 'vitest'
import { withPhase } from './phase'
import type { TradeInEventData } from './types'

// Starts 1 Dec 00:00 and ends 10 Dec 23:59 in Seoul (UTC+9).
const event: TradeInEventData = {
  id: 1,
  title: '겨울 보상 판매',
  summary: null,
  banner: null,
  startsAt: { text: '2026-12-01 00:00', iso: '2026-11-30T15:00:00.000Z' },
  endsAt: { text: '2026-12-10 23:59', iso: '2026-12-10T14:59:00.000Z' },
  offers: [],
  perCustomerLimit: 1,
  payout: null,
  termsHtml: '',
}

describe('trade-in event phase', () => {
  it('counts Seoul calendar days to the start, then to the last day', () => {
    expect(withPhase(event, new Date('2026-11-28T03:00:00Z'))).toMatchObject({ phase: 'upcoming', days: 3 })
    expect(withPhase(event, new Date('2026-11-30T14:59:59Z'))).toMatchObject({ phase: 'upcoming', days: 1 })
    expect(withPhase(event, new Date('2026-11-30T15:00:00Z'))).toMatchObject({ phase: 'running', days: 9 })
    // 23:30 on the 9th in Seoul, 14:30 UTC: one day left, though under 24 hours.
    expect(withPhase(event, new Date('2026-12-09T14:30:00Z'))).toMatchObject({ phase: 'running', days: 1 })
    expect(withPhase(event, new Date('2026-12-10T14:58:00Z'))).toMatchObject({ phase: 'running', days: 0 })
  })

  it('is ended once the end has passed', () => {
    expect(withPhase(event, new Date('2026-12-10T15:00:00Z'))).toMatchObject({ phase: 'ended', days: 0 })
  })
})
