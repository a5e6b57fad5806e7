import type { Flow } from './workflow'

export type ServiceStatus = 'requested' | 'received' | 'in-repair' | 'completed' | 'cancelled' | 'rejected' | 'declined'

/**
 * docs/product.md#status-flows: requested → received → in-repair → completed; cancelled by the
 * consumer while requested; rejected by staff with a reason; declined by the consumer who turns
 * down a repair's cost estimate (only through the estimate's answer: ServiceRequests/estimate).
 */
export const serviceFlow: Flow<ServiceStatus> = {
  initial: 'requested',
  labels: {
    requested: '접수 대기',
    received: '접수 완료',
    'in-repair': '수리 중',
    completed: '수리 완료',
    cancelled: '신청 취소',
    rejected: '반려',
    declined: '견적 거절',
  },
  transitions: {
    requested: { received: ['staff'], rejected: ['staff'], cancelled: ['customer'] },
    received: { 'in-repair': ['staff'], rejected: ['staff'], declined: ['customer'] },
    'in-repair': { completed: ['staff'] },
  },
  noteRequired: ['rejected'],
  steps: ['requested', 'received', 'in-repair', 'completed'],
  next: {
    requested: '담당자가 신청 내용을 확인한 뒤 접수해 드립니다. 매장 방문이면 선택하신 매장으로, 택배 접수면 안내에 따라 기기를 보내 주세요.',
    received: '기기를 받았습니다. 점검을 시작하면 다시 알려 드립니다.',
    'in-repair': '수리를 진행하고 있습니다. 끝나면 바로 알려 드립니다.',
    completed: '수리가 끝났습니다. 매장 방문이면 매장에서 찾아가시고, 택배 접수면 적어 주신 주소로 보내 드립니다.',
    cancelled: '신청이 취소되었습니다. 다시 필요하시면 언제든 새로 신청해 주세요.',
    declined: '견적을 거절하셔서 수리하지 않고 기기를 돌려 드립니다. 매장 방문이면 매장에서 찾아가시고, 택배 접수면 적어 주신 주소로 보내 드립니다.',
    rejected: '이번 신청은 처리할 수 없게 되었습니다. 자세한 내용은 아래 안내를 확인하시고, 궁금한 점은 고객센터로 문의해 주세요.',
  },
}
