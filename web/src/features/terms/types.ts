import type { PolicyKind } from '@storefront/rules/policy-version'

/** Where a version stands on the day it is read. */
type VersionStanding = 'in-force' | 'past' | 'upcoming'

export interface TermsDocument {
  kind: PolicyKind
  title: string
  /** YYYY-MM-DD (Seoul) of the version shown, '' when the CMS has none. */
  effectiveDate: string
  /** Whether the version shown is the one in force today, an earlier one, or one yet to take effect. */
  standing: VersionStanding
  /** The version in force today (YYYY-MM-DD), null before any has taken effect. */
  inForce: string | null
  html: string
  /** The version a signed-in customer must have agreed to (YYYY-MM-DD), null when none is asked. */
  consentVersion: string | null
  /** Every version in force today or before, newest first (YYYY-MM-DD). */
  versions: string[]
  /** Versions saved ahead of their day, nearest first: announced on the one in force. */
  upcoming: Array<{ effectiveDate: string; changes: string | null }>
}
