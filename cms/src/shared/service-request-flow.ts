import type { Flow } from './workflow'

export type ServiceStatus = 'requested' | 'received' | 'in-repair' | 'completed' | 'cancelled' | 'rejected'

/** docs/product.md#status-flows: requested → received → in-repair → completed; cancelled by the consumer while requested; rejected by staff with a reason. */
export const serviceFlow: Flow<ServiceStatus> = {
  initial: 'requested',
  labels: {
    requested: '접수 대기',
    received: '접수 완료',
    'in-repair': '수리 중',
    completed: '수리 완료',
    cancelled: '신청 취소',
    rejected: '반려',
  },
  transitions: {
    requested: { received: ['staff'], rejected: ['staff'], cancelled: ['customer'] },
    received: { 'in-repair': ['staff'], rejected: ['staff'] },
    'in-repair': { completed: ['staff'] },
  },
  noteRequired: ['rejected'],
}
