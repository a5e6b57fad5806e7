import { describe, expect, it } from 'vitest'
import { serviceFlow } from './service-request-flow'
import { tradeInFlow } from './trade-in-flow'
import { openStatuses, refusal, type Flow } from './workflow'

type S = 'requested' | 'received' | 'done' | 'cancelled' | 'rejected'
const flow: Flow<S> = {
  initial: 'requested',
  labels: { requested: '접수 대기', received: '접수', done: '완료', cancelled: '취소', rejected: '반려' },
  transitions: {
    requested: { received: ['staff'], cancelled: ['customer'], rejected: ['staff'] },
    received: { done: ['staff'], rejected: ['staff'] },
  },
  noteRequired: ['rejected'],
  steps: ['requested', 'received', 'done'],
  next: { requested: '', received: '', done: '', cancelled: '', rejected: '' },
}

describe('status flow', () => {
  it('allows a listed change to the actor it names', () => {
    expect(refusal(flow, 'requested', 'received', 'staff')).toBeNull()
    expect(refusal(flow, 'requested', 'cancelled', 'customer')).toBeNull()
  })

  it('refuses a change the flow does not list, whoever asks', () => {
    expect(refusal(flow, 'received', 'cancelled', 'customer')).toMatch(/'접수' 상태에서 '취소'/)
    expect(refusal(flow, 'done', 'received', 'system')).toMatch(/바꿀 수 없습니다/)
  })

  it('refuses a status the flow does not know', () => {
    expect(refusal(flow, 'requested', 'lost' as S, 'staff')).toBe('알 수 없는 상태입니다.')
  })

  it('refuses a listed change to an actor it does not name', () => {
    expect(refusal(flow, 'requested', 'received', 'customer')).toBe("고객은 '접수'(으)로 바꿀 수 없습니다.")
    expect(refusal(flow, 'requested', 'cancelled', 'staff')).toBe("직원은 '취소'(으)로 바꿀 수 없습니다.")
  })

  it('requires a note where the flow says so', () => {
    expect(refusal(flow, 'requested', 'rejected', 'staff', '  ')).toMatch(/사유를 입력/)
    expect(refusal(flow, 'requested', 'rejected', 'staff', '보증 대상이 아닌 파손')).toBeNull()
  })

  it('counts only statuses with a way out as open', () => {
    expect(openStatuses(flow)).toEqual(['requested', 'received'])
  })
})

describe('the flows customers follow', () => {
  it('step from the first status to the last by changes staff may make, and say what comes next in every status', () => {
    for (const real of [serviceFlow, tradeInFlow] as Flow[]) {
      expect(real.steps[0]).toBe(real.initial)
      for (let i = 1; i < real.steps.length; i++) expect(refusal(real, real.steps[i - 1]!, real.steps[i]!, 'staff')).toBeNull()
      // The last step is final: nothing leads on from it.
      expect(openStatuses(real)).not.toContain(real.steps.at(-1))
      for (const status of Object.keys(real.labels)) expect(real.next[status]).toMatch(/[가-힣]{2,}.*\.$/)
    }
  })
})
