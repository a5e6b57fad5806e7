import type { TradeInEvent } from '@storefront/cms/payload-types'
import { describe, expect, it } from 'vitest'
import { runningEvents, tradeInMenuHref } from './trade-in-events.server'

const event = (id: number, startsAt: string, endsAt: string) =>
  ({ id, title: `이벤트 ${id}`, summary: '요약', startsAt, endsAt, eligibleProducts: [], perCustomerLimit: 1 }) as unknown as TradeInEvent

describe('the running trade-in events', () => {
  it('shows trade-in events that have started and not ended, with their Seoul dates', () => {
    const now = Date.parse('2026-11-21T12:00:00Z')
    const events = [
      event(1, '2026-11-01T00:00:00Z', '2026-12-31T14:59:59Z'),
      event(2, '2026-11-22T00:00:00Z', '2026-12-31T00:00:00Z'),
      event(3, '2026-10-01T00:00:00Z', '2026-11-21T12:00:00Z'),
    ]
    expect(runningEvents(events, now)).toEqual([expect.objectContaining({ id: 1, href: '/trade-in/1', period: '2026-11-01 ~ 2026-12-31', banner: null })])
  })

  it('leads the header’s 보상 판매 to the one running event, the home page’s list of several, or nowhere', () => {
    const now = Date.parse('2026-11-21T12:00:00Z')
    const [one, two] = runningEvents([event(1, '2026-11-01T00:00:00Z', '2026-12-31T00:00:00Z'), event(2, '2026-11-02T00:00:00Z', '2026-12-30T00:00:00Z')], now)
    expect(tradeInMenuHref([], true)).toBeNull()
    expect(tradeInMenuHref([one!], true)).toBe('/trade-in/1')
    expect(tradeInMenuHref([one!, two!], true)).toBe('/#home-events')
    // The home page does not list them: the first to end, itself.
    expect(tradeInMenuHref([one!, two!], false)).toBe('/trade-in/1')
  })
})
