import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { isCustomerUser } from '@/access/roles'
import { PHONE_CONSENT_MISSING } from '@storefront/rules/phone'
import type { PolicyKind } from '@storefront/rules/policy-version'
import { versionsInForce } from '@/globals/Terms/history'
import { consentHolds } from '@storefront/rules/advertising'

/** Consents a consumer gives themselves, once for each version of the document; the CMS records when and which version. */
const givenByConsumer = [
  { kind: 'service', at: 'termsAcceptedAt', version: 'termsVersion' },
  { kind: 'privacy', at: 'privacyAcceptedAt', version: 'privacyVersion' },
] as const

type Consents = {
  adultConfirmedAt?: string | null
  termsAcceptedAt?: string | null
  termsVersion?: string | null
  privacyAcceptedAt?: string | null
  privacyVersion?: string | null
  phoneAcceptedAt?: string | null
  marketingOptIn?: boolean | null
  marketingAcceptedAt?: string | null
}
type HistoryEntry = { id?: string | null; document: PolicyKind; version: string; acceptedAt: string }

/** A withdrawable consent after a consumer's write: not sent, as it was; any value, "I agree" (first given kept); null, withdrawn. */
const consentAfter = (sent: string | null | undefined, given: string | null | undefined, now: string): string | null =>
  sent === undefined ? (given ?? null) : sent ? (given ?? now) : null

/**
 * The marketing consent's time after a consumer's write (docs/decisions/0064): stamped when they opt
 * in, stamped again when they confirm a consent two years old (any time sent means "I confirm"),
 * kept otherwise; gone with the consent.
 */
function marketingStamp(sent: Consents, before: Consents, now: string): string | null {
  if (!(sent.marketingOptIn ?? before.marketingOptIn)) return null
  if (!before.marketingOptIn || !before.marketingAcceptedAt) return now
  const confirming = Boolean(sent.marketingAcceptedAt) && sent.marketingAcceptedAt !== before.marketingAcceptedAt
  return confirming && !consentHolds(before.marketingAcceptedAt, new Date(now)) ? now : before.marketingAcceptedAt
}

/**
 * A consent's time is evidence, so a consumer cannot choose it: any date they send means only
 * "I agree", stamped with the CMS's own clock and the version of the document in force, the first
 * time and again only when a later version is in force (docs/decisions/0063); the same version
 * agreed twice keeps its first time. Each agreement is added to `consentHistory`, which no write
 * through the API can change (it is rebuilt from the record every time). The adult confirmation of
 * before (a checkbox; adults are now verified through identity/) is no longer theirs to write: a
 * consumer's write of it keeps the value it had. Staff edits in the admin panel are left alone.
 *
 * The phone number is optional and kept only with its own consent: a consumer who leaves a number
 * must agree to its use, sending null withdraws, and a record without a number keeps no consent
 * (removing the number withdraws it). A number staff took down (over the phone, at the counter) needs none here.
 */
export const stampConsents: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const phone = data.phone !== undefined ? data.phone : originalDoc?.phone
  const before = (originalDoc?.consents ?? {}) as Consents
  const history: HistoryEntry[] = [...((originalDoc?.consentHistory as HistoryEntry[] | undefined) ?? [])]
  data.consentHistory = history
  if (!isCustomerUser(req.user)) {
    if (!phone && before.phoneAcceptedAt) data.consents = { ...before, ...data.consents, phoneAcceptedAt: null }
    // Staff may record a consent taken at the counter (with its time); turned off, its time goes.
    if (data.consents && data.consents.marketingOptIn === false) data.consents = { ...data.consents, marketingAcceptedAt: null }
    return data
  }
  const sent = (data.consents ?? {}) as Consents
  const now = new Date().toISOString()
  if (data.consents) {
    // Payload fills a group's fields not sent from the record: only a new value is a new "I agree".
    const agreeing = givenByConsumer.filter(({ at }) => sent[at] && sent[at] !== before[at])
    const inForce = agreeing.length ? await versionsInForce(req.payload) : null
    for (const { kind, at, version } of givenByConsumer) {
      const current = inForce?.[kind]
      const again = agreeing.some((each) => each.at === at) && (!before[at] || (current != null && current !== before[version]))
      sent[at] = again ? now : (before[at] ?? null)
      sent[version] = again ? current : (before[version] ?? null)
      if (again && current) history.push({ document: kind, version: current, acceptedAt: now })
    }
    sent.adultConfirmedAt = before.adultConfirmedAt ?? null
    sent.marketingAcceptedAt = marketingStamp(sent, before, now)
  }
  const phoneConsent = phone ? consentAfter(sent.phoneAcceptedAt, before.phoneAcceptedAt, now) : null
  // Asked only of a write that changes the number or the consent (Payload fills a group's fields
  // not sent from the record): a consumer's other changes go through.
  const phoneChanged = data.phone !== undefined && (data.phone ?? null) !== (originalDoc?.phone ?? null)
  const consentChanged = sent.phoneAcceptedAt !== undefined && Boolean(sent.phoneAcceptedAt) !== Boolean(before.phoneAcceptedAt)
  const touched = phoneChanged || consentChanged
  if (phone && !phoneConsent && touched) throw new APIError(PHONE_CONSENT_MISSING, 400, null, true)
  if (data.consents || phoneConsent !== (before.phoneAcceptedAt ?? null)) data.consents = { ...before, ...sent, phoneAcceptedAt: phoneConsent }
  return data
}
