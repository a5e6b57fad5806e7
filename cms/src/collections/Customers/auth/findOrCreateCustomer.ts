import type { DecodedIdToken } from 'firebase-admin/auth'
import type { Payload } from 'payload'
import type { Customer } from '@/payload-types'

const KAKAO_UID_PREFIX = 'kakao:'

/**
 * Kakao sign-ins arrive as Firebase custom tokens whose uid is `kakao:<id>` (docs/decisions/0011). A Kakao
 * login linked to an existing account (the `kakao_id` claim) reaches an e-mail account: Kakao
 * links only by e-mail.
 */
export const providerOf = (token: Pick<DecodedIdToken, 'uid' | 'firebase'> & Record<string, unknown>): Customer['provider'] => {
  if (token.uid.startsWith(KAKAO_UID_PREFIX)) return 'kakao'
  if (token.firebase.sign_in_provider === 'password' || kakaoIdOf(token)) return 'password'
  return 'other'
}

/**
 * The Kakao member number behind a sign-in: from a `kakao:<id>` uid, or, for an existing account
 * linked by e-mail, from the `kakao_id` claim the storefront puts in its custom token (only the
 * Admin SDK can mint those, so a consumer cannot claim someone else's Kakao id).
 */
export const kakaoIdOf = (token: Pick<DecodedIdToken, 'uid'> & Record<string, unknown>): string | null => {
  if (token.uid.startsWith(KAKAO_UID_PREFIX)) return token.uid.slice(KAKAO_UID_PREFIX.length) || null
  return typeof token.kakao_id === 'string' && /^\d{1,20}$/.test(token.kakao_id) ? token.kakao_id : null
}

const findByUid = async (payload: Payload, uid: string) =>
  (await payload.find({ collection: 'customers', where: { firebaseUid: { equals: uid } }, limit: 1, depth: 0, pagination: false })).docs[0]

/** The customer on record for a verified Firebase token, kept in step with it; null when there is none. */
export async function findCustomer(payload: Payload, token: DecodedIdToken): Promise<Customer | null> {
  const existing = await findByUid(payload, token.uid)
  if (!existing) return null
  const email = token.email ?? null
  const kakaoId = kakaoIdOf(token)
  const changes: Partial<Customer> = {}
  if (existing.email !== email) changes.email = email
  // Recorded once a Kakao login reaches the account; never cleared by a later e-mail sign-in.
  if (kakaoId && existing.kakaoId !== kakaoId) changes.kakaoId = kakaoId
  if (!Object.keys(changes).length) return existing
  return updateCustomer(payload, existing, changes)
}

/**
 * The customer for a verified Firebase token, created on first sight. Keeps the e-mail in step
 * with Firebase, where the consumer changes it. Two first requests at once: one creates, the
 * other meets the unique uid and reads what the first created.
 */
export async function findOrCreateCustomer(payload: Payload, token: DecodedIdToken): Promise<Customer> {
  const existing = await findCustomer(payload, token)
  if (existing) return existing
  const email = token.email ?? null
  const kakaoId = kakaoIdOf(token)
  const create = (withKakaoId: string | null) =>
    payload.create({
      collection: 'customers',
      data: { firebaseUid: token.uid, email, name: typeof token.name === 'string' ? token.name : null, provider: providerOf(token), kakaoId: withKakaoId },
      depth: 0,
    })
  try {
    return await create(kakaoId)
  } catch (error) {
    const created = await findByUid(payload, token.uid)
    if (created) return created
    if (!kakaoId) throw error
    payload.logger.warn({ msg: 'kakao id already recorded on another customer', firebaseUid: token.uid })
    return create(null)
  }
}

/**
 * A Kakao id is unique: if another customer already holds it (an old account of the same
 * person), the sign-in still succeeds and the id stays where it is.
 */
async function updateCustomer(payload: Payload, existing: Customer, changes: Partial<Customer>): Promise<Customer> {
  try {
    return await payload.update({ collection: 'customers', id: existing.id, data: changes, depth: 0 })
  } catch (error) {
    if (!changes.kakaoId) throw error
    payload.logger.warn({ msg: 'kakao id already recorded on another customer', customer: existing.id })
    const { kakaoId: _, ...rest } = changes
    return Object.keys(rest).length ? payload.update({ collection: 'customers', id: existing.id, data: rest, depth: 0 }) : existing
  }
}
