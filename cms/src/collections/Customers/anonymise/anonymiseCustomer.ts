import { randomUUID } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { dbFor } from '@/lib/db'
import { firebaseAuth } from '@/lib/firebaseAdmin'

export type AnonymiseResult = { anonymisedAt: string; alreadyAnonymised: boolean }

/**
 * A consumer leaves: their record keeps its id, so devices, service requests and trade-ins stay
 * attached for staff, but loses everything that names them. The Firebase uid becomes
 * `deleted:<random>` and the Kakao id goes, so the same person can sign up again as someone new.
 *
 * One transaction with the row locked, so two requests at once anonymise once. The Firebase user
 * is disabled before the commit: from then on their credentials are refused (the strategy checks
 * for it, and takes the storefront's receipt only for a customer still on record), so no request
 * can bring the record back under the old uid. The storefront then deletes the Firebase user itself.
 */
export async function anonymiseCustomer(payload: Payload, customerId: number): Promise<AnonymiseResult> {
  const transactionID = await payload.db.beginTransaction()
  const req = { transactionID: transactionID ?? undefined }
  let disabledUid: string | null = null
  try {
    const db = await dbFor(payload, req)
    const { rows } = await db.execute<{ firebase_uid: string; anonymised_at: Date | string | null }>(
      sql`select firebase_uid, anonymised_at from customers where id = ${customerId} for update`,
    )
    const [row] = rows
    if (!row) throw new Error(`customer ${customerId} not found`)
    if (row.anonymised_at) {
      if (transactionID) await payload.db.commitTransaction(transactionID)
      return { anonymisedAt: new Date(row.anonymised_at).toISOString(), alreadyAnonymised: true }
    }
    const anonymisedAt = new Date().toISOString()
    // The verified name and phone go; the person key (a keyed hash that names no one) stays with
    // the requests it counted, so leaving and joining again does not reset an event's 1인당 limit.
    const { identity } = await payload.findByID({ collection: 'customers', id: customerId, depth: 0, req })
    await payload.update({
      collection: 'customers',
      id: customerId,
      data: {
        firebaseUid: `deleted:${randomUUID()}`,
        kakaoId: null,
        email: null,
        name: null,
        phone: null,
        anonymisedAt,
        consents: { marketingOptIn: false },
        identity: { ...identity, name: null, phone: null, pendingId: null },
      },
      depth: 0,
      req,
    })
    await disableFirebaseUser(row.firebase_uid)
    disabledUid = row.firebase_uid
    if (transactionID) await payload.db.commitTransaction(transactionID)
    return { anonymisedAt, alreadyAnonymised: false }
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    // The record is as it was: so is the account.
    if (disabledUid)
      await firebaseAuth()
        .updateUser(disabledUid, { disabled: false })
        .catch(() => undefined)
    throw error
  }
}

async function disableFirebaseUser(uid: string) {
  try {
    await firebaseAuth().updateUser(uid, { disabled: true })
  } catch (error) {
    // Already gone from Firebase (a retry after the storefront deleted it): nothing to disable.
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error
  }
}
