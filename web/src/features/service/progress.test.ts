import { serviceFlow } from '@storefront/cms/service-request-flow'
import { tradeInFlow } from '@storefront/cms/trade-in-flow'
import { describe, expect, it } from 'vitest'
import { progressOf } from './progress'

describe('progressOf', () => {
  it('marks the steps behind, the one the request is at and those ahead, with what comes next and the promised day', () => {
    expect(progressOf(serviceFlow, 'received', '2026-11-27T15:00:00.000Z')).toEqual({
      steps: [
        { label: '접수 대기', state: 'done' },
        { label: '접수 완료', state: 'current' },
        { label: '수리 중', state: 'upcoming' },
        { label: '수리 완료', state: 'upcoming' },
      ],
      next: serviceFlow.next.received,
      // Midnight in Seoul is 15:00 UTC the day before: the promised day is Seoul's.
      promisedOn: '2026년 11월 28일',
    })
  })

  it('drops the promised day once done, and the bar once the request left the way', () => {
    expect(progressOf(tradeInFlow, 'completed', '2026-11-27T15:00:00.000Z')).toMatchObject({ promisedOn: null, next: tradeInFlow.next.completed })
    expect(progressOf(tradeInFlow, 'completed').steps.every((step) => step.state !== 'upcoming')).toBe(true)
    expect(progressOf(serviceFlow, 'rejected', '2026-11-27T15:00:00.000Z')).toEqual({ steps: [], next: serviceFlow.next.rejected, promisedOn: null })
  })
})
