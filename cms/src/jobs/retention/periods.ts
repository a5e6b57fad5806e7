// How long each kind of record is kept, and what happens at the end: the privacy policy's section 2
// (seed/content/privacyPolicy.ts) says the same, and the retention task (retention.ts) does it.

const DAY_MS = 24 * 60 * 60 * 1000

export const RETENTION = {
  /** 개인정보 접속기록: at least two years (개인정보의 안전성 확보조치 기준), then deleted. */
  accessRecords: { days: 2 * 365 + 1, end: 'delete' },
  /** 접근권한 기록 (staff accounts' access granted, changed, taken away): at least three years (같은 기준 제5조 ③), then deleted. */
  permissionRecords: { days: 3 * 365 + 1, end: 'delete' },
  /** A survey response: a year from when it was given, then no longer linked to the customer. */
  surveyResponses: { days: 365, end: 'unlink' },
  /** An A/S record: three years from when it closed (전자상거래법, 소비자 불만·분쟁 처리 기록), then anonymised. */
  serviceRequests: { days: 3 * 365, end: 'anonymise' },
  /** A trade-in: five years from when it closed (전자상거래법, 대금 결제와 재화 공급 기록), then anonymised. */
  tradeIns: { days: 5 * 365, end: 'anonymise' },
  /**
   * The record of an announcement (광고성 정보) sent to a customer: six months from when it was
   * written, then deleted. 전자상거래법 시행령 제6조 keeps 표시·광고에 관한 기록 six months; the
   * announcement itself keeps its counts. Six months at their longest (184 days), never less.
   */
  announcementRecipients: { days: 184, end: 'delete' },
  /** A request about one's data: three years from its answer, then deleted. */
  dataRequests: { days: 3 * 365, end: 'delete' },
  /** A visit's Web Vitals (docs/decisions/0074): 90 days, three times the admin view's window, then deleted. */
  webVitals: { days: 90, end: 'delete' },
} as const

/** The moment before which a record of `kind` is past its period, seen at `now`. */
export const cutoff = (kind: keyof typeof RETENTION, now: Date): Date => new Date(now.getTime() - RETENTION[kind].days * DAY_MS)
