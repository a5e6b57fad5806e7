// The words staff read for an announcement's choices; shared by the collections and the admin's preview.
export const announcementKinds = { 'trade-in-event': '보상 판매 이벤트', survey: '설문' } as const
export const announcementChannels = { kakao: '카카오톡 친구톡', text: '문자(LMS)' } as const
export const announcementStates = { draft: '작성 중', queued: '발송 대기', sent: '발송 완료' } as const
/** A recipient's outcome: each one counted on the announcement. */
export const recipientStates = {
  queued: '발송 대기',
  sending: '보내는 중',
  // Taken by the provider; its delivery report not in yet.
  sent: '보냄(전달 확인 중)',
  delivered: '전달됨',
  failed: '실패',
  refused: '수신 거부로 제외',
  lapsed: '동의 2년 경과로 제외',
} as const
export type RecipientState = keyof typeof recipientStates

export const optionsOf = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }))
