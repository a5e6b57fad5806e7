import type { DecodedIdToken } from 'firebase-admin/auth'
import type { Payload } from 'payload'
import type { Customer } from '@/payload-types'

/** Kakao sign-ins arrive as Firebase custom tokens whose uid is `kakao:<id>` (DESIGN §2). */
export const providerOf = (token: Pick<DecodedIdToken, 'uid' | 'firebase'>): Customer['provider'] => {
  if (token.uid.startsWith('kakao:')) return 'kakao'
  return token.firebase.sign_in_provider === 'password' ? 'password' : 'other'
}

const findByUid = async (payload: Payload, uid: string) =>
  (await payload.find({ collection: 'customers', where: { firebaseUid: { equals: uid } }, limit: 1, depth: 0, pagination: false }))
    .docs[0]

/**
 * The customer for a verified Firebase token, created on first sight. Keeps the e-mail in step
 * with Firebase, where the consumer changes it. Two first requests at once: one creates, the
 * other meets the unique uid and reads what the first created.
 */
export async function findOrCreateCustomer(payload: Payload, token: DecodedIdToken): Promise<Customer> {
  const existing = await findByUid(payload, token.uid)
  const email = token.email ?? null
  if (existing) {
    if (existing.email === email) return existing
    return payload.update({ collection: 'customers', id: existing.id, data: { email }, depth: 0 })
  }
  try {
    return await payload.create({
      collection: 'customers',
      data: { firebaseUid: token.uid, email, name: typeof token.name === 'string' ? token.name : null, provider: providerOf(token) },
      depth: 0,
    })
  } catch (error) {
    const created = await findByUid(payload, token.uid)
    if (created) return created
    throw error
  }
}
