import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { isCustomerUser } from '@/access/roles'
import { PHONE_CONSENT_MISSING } from '@storefront/rules/phone'

/** Consents a consumer gives themselves once and for good; the CMS records when. */
const givenByConsumer = ['termsAcceptedAt', 'privacyAcceptedAt'] as const

type Consents = { adultConfirmedAt?: string | null; termsAcceptedAt?: string | null; privacyAcceptedAt?: string | null; phoneAcceptedAt?: string | null }

/** A withdrawable consent after a consumer's write: not sent, as it was; any value, "I agree" (first given kept); null, withdrawn. */
const consentAfter = (sent: string | null | undefined, given: string | null | undefined, now: string): string | null =>
  sent === undefined ? (given ?? null) : sent ? (given ?? now) : null

/**
 * A consent's time is evidence, so a consumer cannot choose it: any date they send means only
 * "I agree", stamped with the CMS's own clock the first time and kept as it is after that. The
 * adult confirmation of before (a checkbox; adults are now verified through identity/) is no
 * longer theirs to write: a consumer's write of it keeps the value it had. Staff edits in the
 * admin panel are left alone.
 *
 * The phone number is optional and kept only with its own consent: a consumer who leaves a number
 * must agree to its use, sending null withdraws, and a record without a number keeps no consent
 * (removing the number withdraws it). A number staff took down (over the phone, at the counter) needs none here.
 */
export const stampConsents: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const phone = data.phone !== undefined ? data.phone : originalDoc?.phone
  const before = (originalDoc?.consents ?? {}) as Consents
  if (!isCustomerUser(req.user)) {
    if (!phone && before.phoneAcceptedAt) data.consents = { ...before, ...data.consents, phoneAcceptedAt: null }
    return data
  }
  const sent = (data.consents ?? {}) as Consents
  const now = new Date().toISOString()
  if (data.consents) {
    for (const field of givenByConsumer) sent[field] = before[field] ?? (sent[field] ? now : null)
    sent.adultConfirmedAt = before.adultConfirmedAt ?? null
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
