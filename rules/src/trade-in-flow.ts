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
  steps: ['requested', 'approved', 'device-received', 'completed'],
  next: {
    requested: '담당자가 신청 내용을 확인한 뒤 승인 여부를 알려 드립니다.',
    approved: '신청이 승인되었습니다. 매장 방문이면 선택하신 매장으로 기기를 가져가시고, 택배 접수면 안내에 따라 기기를 보내 주세요.',
    'device-received': '기기를 받았습니다. 상태를 확인한 뒤 보상을 지급해 드립니다.',
    completed: '보상이 지급되었습니다. 보상 판매에 참여해 주셔서 감사합니다.',
    cancelled: '신청이 취소되었습니다. 이벤트 기간 안에는 다시 신청하실 수 있습니다.',
    rejected: '이번 신청은 보상 판매로 처리할 수 없게 되었습니다. 자세한 내용은 아래 안내를 확인하시고, 궁금한 점은 고객센터로 문의해 주세요.',
  },
}
