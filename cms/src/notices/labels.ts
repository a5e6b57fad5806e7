import type { NoticeKind } from './templates'

/** How staff read a notice's kind and where it stands (the notices' list and the timeline). */
export const noticeKindLabels: Record<NoticeKind, string> = {
  status: '상태 변경',
  event: '진행 소식',
  estimate: '수리 견적',
  shipment: '기기 반송',
  reply: '담당자 답변',
  program: '무상 수리 프로그램',
}

export const noticeStateLabels = {
  sending: '보내는 중',
  accepted: '접수됨',
  delivered: '전달됨',
  'fell-back': '문자로 대체 발송',
  failed: '실패',
  sent: '보냄',
} as const
export type NoticeState = keyof typeof noticeStateLabels
