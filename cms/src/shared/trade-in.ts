// Why a device cannot join a trade-in event, in the words the CMS refuses with and the storefront
// shows next to each device (/trade-in/{eventId}/me).

export const tradeInRefusals = {
  notRunning: '보상 판매 이벤트 기간이 아닙니다.',
  unknownEvent: '참여할 수 없는 보상 판매 이벤트입니다.',
  model: '이 이벤트의 보상 판매 대상 제품이 아닙니다.',
  openService: '진행 중인 A/S 신청이 있는 기기는 보상 판매를 신청할 수 없습니다. A/S가 끝난 뒤 신청해 주세요.',
  traded: '이미 보상 판매를 신청한 기기입니다.',
  limit: (limit: number) => `이 이벤트는 1인당 ${limit}대까지 참여할 수 있습니다.`,
} as const

/** How a trade-in device looks, as the customer says it (the CMS's select, the job sheet). */
export const exteriorConditions = [
  { value: 'clean', label: '깨끗함' },
  { value: 'worn', label: '사용감 있음' },
  { value: 'damaged', label: '파손 있음' },
] as const

/** Trade-ins that count against the limit and hold their device: all but the withdrawn ones. */
export const countingStatuses = ['requested', 'approved', 'device-received', 'completed'] as const
