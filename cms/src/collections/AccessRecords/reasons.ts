// The reasons a bulk read of personal data gives (docs/decisions/0077), shared by the server's
// check (reason.ts) and the panel's dialog (ReasonDownload.tsx): no server imports here.

/** The reasons the panel's dialog offers; 기타 is any other, written out. */
export const ACCESS_REASONS = ['고객 문의 처리', '정기 점검', '법령상 요청'] as const
export const REASON_MAX_LENGTH = 200
