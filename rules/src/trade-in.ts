// Why a device cannot join a trade-in event, in the words the CMS refuses with and the storefront
// shows next to each device (/trade-in/{eventId}/me).

export const tradeInRefusals = {
  notRunning: '보상 판매 이벤트 기간이 아닙니다.',
  unknownEvent: '참여할 수 없는 보상 판매 이벤트입니다.',
  model: '이 이벤트의 보상 판매 대상 제품이 아닙니다.',
  openService: '진행 중인 A/S 신청이 있는 기기는 보상 판매를 신청할 수 없습니다. A/S가 끝난 뒤 신청해 주세요.',
  traded: '이미 보상 판매를 신청한 기기입니다.',
  limit: (limit: number) => `이 이벤트는 1인당 ${limit}대까지 참여할 수 있습니다.`,
  /** The limit reached with another account of the same verified person (docs/decisions/0060). */
  samePerson: (eventTitle: string) =>
    `이미 참여하셨습니다. 같은 명의로 인증한 다른 계정으로 ‘${eventTitle}’에 신청한 내역이 있습니다. 보상 판매는 계정이 아니라 사람마다 정해진 수만큼 참여할 수 있습니다.`,
} as const

/** How a trade-in device looks, as the customer says it (the CMS's select, the job sheet). */
export const exteriorConditions = [
  { value: 'clean', label: '깨끗함' },
  { value: 'worn', label: '사용감 있음' },
  { value: 'damaged', label: '파손 있음' },
] as const

/** Trade-ins that count against the limit and hold their device: all but the withdrawn ones. */
export const countingStatuses = ['requested', 'approved', 'device-received', 'completed'] as const

/**
 * Condition grades: the customer's answers on the form give one, and the event sets a credit for
 * each per model. A: clean, powers on, every accessory; B: signs of use or an accessory missing;
 * C: damage, or it does not power on. Staff confirm the grade when the device is in their hands.
 */
export const tradeInGrades = [
  { value: 'A', label: 'A등급', description: '깨끗하고 전원이 켜지며 구성품이 모두 있음' },
  { value: 'B', label: 'B등급', description: '사용감이 있거나 구성품이 빠짐' },
  { value: 'C', label: 'C등급', description: '파손이 있거나 전원이 켜지지 않음' },
] as const

export type TradeInGrade = (typeof tradeInGrades)[number]['value']

export type ConditionAnswers = { exterior?: string | null; powersOn?: boolean | null; accessories?: boolean | null }

/** The grade the answers give; null until the exterior is answered. */
export function gradeOf(condition: ConditionAnswers): TradeInGrade | null {
  if (!condition.exterior) return null
  if (condition.exterior === 'damaged' || condition.powersOn === false) return 'C'
  if (condition.exterior === 'worn' || condition.accessories === false) return 'B'
  return 'A'
}

/** An event's offer for one model: the A grade's credit, and B's and C's where set (else A's). */
export type GradedOffer = { credit: number; creditB?: number | null; creditC?: number | null }

export function creditFor(offer: GradedOffer, grade: TradeInGrade): number {
  if (grade === 'B') return offer.creditB ?? offer.credit
  if (grade === 'C') return offer.creditC ?? offer.creditB ?? offer.credit
  return offer.credit
}

/** How an event pays its credit, and in what words the customer reads it after approval. */
export const payoutMethods = [
  { value: 'bank-transfer', label: '계좌 이체', how: (when: string) => `${when} 계좌로 이체해 드립니다. 받으실 계좌는 담당자가 전화로 확인합니다.` },
  { value: 'store-credit', label: '회원 적립금', how: (when: string) => `${when} 회원 적립금으로 넣어 드립니다. 직영점과 온라인 스토어에서 쓰실 수 있습니다.` },
  {
    value: 'discount',
    label: '신제품 구매 할인',
    how: (when: string) => `${when} 신제품 구매 할인 쿠폰으로 드립니다. 매장에서 신제품을 사실 때 보상 금액만큼 할인됩니다.`,
  },
] as const
export type PayoutMethod = (typeof payoutMethods)[number]['value']

/** "검수가 끝나고 3영업일 안에 계좌로 이체해 드립니다. …" from the event's method and days; null when it set no method. */
export function payoutText(method: string | null | undefined, days: number | null | undefined): string | null {
  const found = payoutMethods.find((item) => item.value === method)
  return found ? found.how(days ? `보상 금액은 검수가 끝나고 ${days}영업일 안에` : '보상 금액은 검수가 끝나면') : null
}

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`

/**
 * The timeline's line for an inspection: the grade staff found and the credit it gives, and, when
 * that is not what the customer's answers gave, by how much and why.
 */
export function inspectionNote({ grade, expected, credit, reason }: { grade: TradeInGrade; expected: number | null; credit: number; reason: string | null }) {
  const found = tradeInGrades.find((item) => item.value === grade)!
  const head = `검수 결과 ${found.label}(${found.description})으로 확인되었습니다.`
  const why = reason ? ` 사유: ${reason}` : ''
  if (expected === null || expected === credit) return `${head} 보상 금액은 ${won(credit)}입니다.${why}`
  const change = credit < expected ? `${won(expected - credit)} 줄었습니다` : `${won(credit - expected)} 늘었습니다`
  return `${head} 보상 금액이 예상 ${won(expected)}에서 ${won(credit)}으로 ${change}.${why}`
}
