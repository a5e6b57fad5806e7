import type { CollectionBeforeChangeHook } from 'payload'
import { isCustomerUser } from '@/access/roles'

/** Consents a consumer gives themselves; the CMS records when. */
const givenByConsumer = ['termsAcceptedAt', 'privacyAcceptedAt'] as const

type Consents = { adultConfirmedAt?: string | null; termsAcceptedAt?: string | null; privacyAcceptedAt?: string | null }

/**
 * A consent's time is evidence, so a consumer cannot choose it: any date they send means only
 * "I agree", stamped with the CMS's own clock the first time and kept as it is after that. The
 * adult confirmation has its own endpoint (adult/confirmAdultEndpoint: once, on the caller only),
 * so a consumer's write of it keeps the value it had. Staff edits in the admin panel are left alone.
 */
export const stampConsents: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (!isCustomerUser(req.user) || !data.consents) return data
  const before = (originalDoc?.consents ?? {}) as Consents
  const sent = data.consents as Consents
  const now = new Date().toISOString()
  for (const field of givenByConsumer) sent[field] = before[field] ?? (sent[field] ? now : null)
  sent.adultConfirmedAt = before.adultConfirmedAt ?? null
  return data
}
