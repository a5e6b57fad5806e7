export type TermsKind = 'service' | 'privacy'

export interface TermsDocument {
  kind: TermsKind
  title: string
  /** YYYY-MM-DD (Seoul), '' when the CMS has none. */
  effectiveDate: string
  html: string
}
