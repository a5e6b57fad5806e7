// The conversation on an A/S request: what the customer and staff may write, and the words both
// servers show.

export const MESSAGE_MAX = 2000
export const MESSAGE_PHOTOS_MAX = 3

export const messageAuthors = [
  { value: 'customer', label: '고객' },
  { value: 'staff', label: '직원' },
] as const
export type MessageAuthor = (typeof messageAuthors)[number]['value']

export const messageRefusals = {
  noRequest: '신청을 찾을 수 없습니다.',
  closed: '종료된 신청에는 메시지를 남길 수 없습니다. 궁금한 점은 고객센터로 문의해 주세요.',
  empty: '메시지를 입력하세요.',
} as const

/** Why a message cannot be sent, or null. */
export function messageProblem(text: string): string | null {
  const length = text.trim().length
  if (length === 0) return messageRefusals.empty
  if (length > MESSAGE_MAX) return `메시지는 ${MESSAGE_MAX.toLocaleString('ko-KR')}자까지 적을 수 있습니다.`
  return null
}
