import type { Flow } from './workflow'

export type TradeInStatus = 'requested' | 'approved' | 'device-received' | 'completed' | 'cancelled' | 'rejected'

/** docs/product.md#status-flows: requested → approved → device-received → completed; cancelled by the consumer while requested; rejected by staff with a reason. */
export const tradeInFlow: Flow<TradeInStatus> = {
  initial: 'requested',
  labels: {
    requested: '신청 접수',
    approved: '승인',
    'device-received': '기기 입고',
    completed: '보상 완료',
    cancelled: '신청 취소',
    rejected: '반려',
  },
  transitions: {
    requested: { approved: ['staff'], rejected: ['staff'], cancelled: ['customer'] },
    approved: { 'device-received': ['staff'], rejected: ['staff'] },
    'device-received': { completed: ['staff'], rejected: ['staff'] },
  },
  noteRequired: ['rejected'],
}
