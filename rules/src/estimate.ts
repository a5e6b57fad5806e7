// A repair's cost estimate: staff send one for a repair the customer pays for, and nothing is
// repaired at a cost until the customer approves it, on the request's page or from the mail's
// link. The words both servers show, kept here once.

/** How long the mail's link answers for the customer (the request's page always does). */
export const ESTIMATE_LINK_DAYS = 7

/** The most one line of an estimate may say, in won: a device costs far less. */
export const ESTIMATE_MAX_WON = 10_000_000
export const ESTIMATE_NOTE_MAX = 500

export const estimateStates = [
  { value: 'pending', label: '답변 대기' },
  { value: 'approved', label: '승인' },
  { value: 'declined', label: '거절' },
] as const
export type EstimateState = (typeof estimateStates)[number]['value']
export type EstimateAnswer = Exclude<EstimateState, 'pending'>

export const estimateVia = [
  { value: 'page', label: '신청 페이지' },
  { value: 'mail', label: '메일 링크' },
] as const
export type EstimateVia = (typeof estimateVia)[number]['value']

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`

export interface EstimateLines {
  parts: number
  labour: number
  note?: string | null
}

/** "견적 35,000원 (부품 20,000원 + 공임 15,000원). 배터리를 교체해야 합니다." */
export function estimateSummary({ parts, labour, note }: EstimateLines): string {
  const summary = `견적 ${won(parts + labour)} (부품 ${won(parts)} + 공임 ${won(labour)})`
  return note?.trim() ? `${summary}. ${note.trim()}` : summary
}

/** The timeline's line for the customer's answer. */
export const answerNote = (answer: EstimateAnswer, total: number, via: EstimateVia) =>
  `${answer === 'approved' ? `견적 ${won(total)}을 승인했습니다.` : '견적을 거절했습니다. 수리하지 않고 기기를 돌려 드립니다.'} (${
    estimateVia.find(({ value }) => value === via)!.label
  }에서)`

export const estimateRefusals = {
  notNow: '견적은 접수 완료 상태에서만 보내거나 바꿀 수 있습니다.',
  lines: '부품비와 공임을 0원 이상으로 입력하세요. 무상 수리라면 견적을 보내지 않아도 됩니다.',
  tooMuch: `견적 금액은 한 항목에 ${won(ESTIMATE_MAX_WON)}까지 입력할 수 있습니다.`,
  awaiting: '고객이 견적에 답한 뒤에 수리를 시작할 수 있습니다.',
  costWithoutApproval: '유상 수리 비용은 고객이 견적을 승인한 뒤에 입력할 수 있습니다.',
  costAboveApproval: (total: number) => `수리 비용은 고객이 승인한 견적 ${won(total)}을 넘을 수 없습니다.`,
  declineHere: '견적 거절은 견적 안내에서만 할 수 있습니다.',
  programFree: '무상 수리 프로그램으로 신청한 건은 견적을 보내거나 비용을 받을 수 없습니다.',
  // What the customer reads when answering.
  gone: '이 견적은 더 이상 답할 수 없습니다. 견적이 바뀌었거나 신청이 종료되었습니다. 신청 페이지에서 확인해 주세요.',
  answered: (state: EstimateAnswer) => `이미 ${state === 'approved' ? '승인' : '거절'}하신 견적입니다.`,
  badLink: '견적 링크가 올바르지 않습니다. 메일의 링크를 그대로 열었는지 확인해 주세요.',
  expired: `견적 링크는 ${ESTIMATE_LINK_DAYS}일 동안만 쓸 수 있습니다. 로그인한 뒤 A/S 신청 내역에서 답해 주세요.`,
} as const
