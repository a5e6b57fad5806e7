// A customer's request about their personal data (개인정보 보호법 제35조–제37조): what they may ask,
// the states staff move it through, and the deadline the Act sets: ten days from receipt.

export const DATA_REQUEST_KINDS = { correct: '정정', delete: '삭제', stop: '처리 정지' } as const
export type DataRequestKind = keyof typeof DATA_REQUEST_KINDS

export const DATA_REQUEST_STATUSES = { received: '접수', 'in-progress': '처리 중', done: '처리 완료', refused: '거절' } as const

/** The Act's period to answer, in days from receipt. */
export const DATA_REQUEST_DAYS = 10

/** When a request received at `receivedAt` must be answered. */
export const dataRequestDue = (receivedAt: Date): Date => new Date(receivedAt.getTime() + DATA_REQUEST_DAYS * 24 * 60 * 60 * 1000)

/** The longest request a customer may write. */
export const DATA_REQUEST_MAX_LENGTH = 2000
