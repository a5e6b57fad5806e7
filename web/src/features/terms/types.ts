import type { PolicyKind } from '@storefront/rules/policy-version'

export interface TermsDocument {
  kind: PolicyKind
  title: string
  /** YYYY-MM-DD (Seoul), '' when the CMS has none. */
  effectiveDate: string
  html: string
  /** The version a signed-in customer must have agreed to (YYYY-MM-DD), null when none is asked. */
  consentVersion: string | null
  /** Every version ever in force, newest first (YYYY-MM-DD), the one shown included. */
  versions: string[]
  /** Set when this is a past version, not the one in force: the one in force's date. */
  currentVersion?: string
}
