import { serviceFlow } from '@storefront/rules/service-request-flow'
import { tradeInFlow } from '@storefront/rules/trade-in-flow'
import { describe, expect, it } from 'vitest'
import { MAIL_IN_NEXT, progressOf } from './progress'

describe('progressOf', () => {
  it('marks the steps behind, the one the request is at and those ahead, with what comes next and the promised day', () => {
    expect(progressOf(serviceFlow, 'received', { promisedOn: '2026-11-27T15:00:00.000Z' })).toEqual({
      steps: [
        { label: '접수 대기', state: 'done' },
        { label: '접수 완료', state: 'current' },
        { label: '수리 중', state: 'upcoming' },
        { label: '수리 완료', state: 'upcoming' },
      ],
      next: serviceFlow.next.received,
      // Midnight in Seoul is 15:00 UTC the day before: the promised day is Seoul's.
      promisedOn: '2026년 11월 28일',
      expectedOn: null,
      usualDays: null,
    })
  })

  it('gives the day the usual turnaround makes from the device coming in, when staff promised none', () => {
    const usual = (from: string | null) => progressOf(serviceFlow, from ? 'in-repair' : 'requested', { usual: { days: 3, from } })
    // In at 23:30 on the 25th in Seoul (14:30 UTC): three days on is the 28th, Seoul's day.
    expect(usual('2026-11-25T14:30:00.000Z')).toMatchObject({ promisedOn: null, expectedOn: '2026년 11월 28일', usualDays: null })
    expect(usual(null)).toMatchObject({ expectedOn: null, usualDays: 3 })
    // A promise wins; done, neither shows.
    expect(
      progressOf(serviceFlow, 'in-repair', { promisedOn: '2026-11-30T15:00:00.000Z', usual: { days: 3, from: '2026-11-25T00:00:00.000Z' } }),
    ).toMatchObject({
      promisedOn: '2026년 12월 1일',
      expectedOn: null,
    })
    expect(progressOf(serviceFlow, 'completed', { usual: { days: 3, from: '2026-11-25T00:00:00.000Z' } })).toMatchObject({ expectedOn: null, usualDays: null })
  })

  it('drops the promised day once done, and the bar once the request left the way', () => {
    expect(progressOf(tradeInFlow, 'completed', { promisedOn: '2026-11-27T15:00:00.000Z' })).toMatchObject({
      promisedOn: null,
      next: tradeInFlow.next.completed,
    })
    expect(progressOf(tradeInFlow, 'completed').steps.every((step) => step.state !== 'upcoming')).toBe(true)
    expect(progressOf(serviceFlow, 'rejected', { promisedOn: '2026-11-27T15:00:00.000Z' })).toMatchObject({
      steps: [],
      next: serviceFlow.next.rejected,
      promisedOn: null,
    })
  })
})

describe('progressOf a mail-in', () => {
  const states = (view: ReturnType<typeof progressOf>) => view.steps.map(({ label, state }) => `${label}:${state}`)

  it('puts the customer’s shipment after the step it follows, and the shipment back last', () => {
    const waiting = progressOf(serviceFlow, 'requested', { mailIn: { sentAfter: 'requested', sent: false, returned: false } })
    expect(states(waiting)).toEqual([
      '접수 대기:current',
      '기기 발송:upcoming',
      '접수 완료:upcoming',
      '수리 중:upcoming',
      '수리 완료:upcoming',
      '기기 반송:upcoming',
    ])
    expect(waiting.next).toBe(serviceFlow.next.requested)

    const sent = progressOf(serviceFlow, 'requested', { mailIn: { sentAfter: 'requested', sent: true, returned: false } })
    expect(states(sent).slice(0, 3)).toEqual(['접수 대기:done', '기기 발송:current', '접수 완료:upcoming'])
    expect(sent.next).toBe(MAIL_IN_NEXT.sent)

    // Received without a tracking number given: the shipment happened all the same.
    expect(states(progressOf(serviceFlow, 'received', { mailIn: { sentAfter: 'requested', sent: false, returned: false } })).slice(0, 3)).toEqual([
      '접수 대기:done',
      '기기 발송:done',
      '접수 완료:current',
    ])
    const back = progressOf(serviceFlow, 'completed', { mailIn: { sentAfter: 'requested', sent: true, returned: true } })
    expect(states(back).slice(-2)).toEqual(['수리 완료:done', '기기 반송:current'])
    expect(back.next).toBe(MAIL_IN_NEXT.returned)
  })

  it('sends a trade-in’s device after approval, and has nothing come back', () => {
    const approved = progressOf(tradeInFlow, 'approved', { mailIn: { sentAfter: 'approved', sent: true } })
    expect(states(approved)).toEqual(['신청 접수:done', '승인:done', '기기 발송:current', '기기 입고:upcoming', '보상 완료:upcoming'])
    // Sent before approval: shown as sent, the approval still ahead.
    expect(states(progressOf(tradeInFlow, 'requested', { mailIn: { sentAfter: 'approved', sent: true } })).slice(0, 3)).toEqual([
      '신청 접수:done',
      '승인:upcoming',
      '기기 발송:current',
    ])
  })
})
