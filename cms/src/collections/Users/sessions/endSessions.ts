import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { dbFor } from '@/lib/db'

/**
 * Signs the staff member `userId` out everywhere: every session of theirs ends, so every token
 * issued to them is refused from the next request (Payload checks the token's session on each
 * one). In `req`'s transaction: a change that rolls back leaves the sessions as they were. Called
 * when a member's role, password or deactivation changes (and for any change of their factors).
 */
export async function endSessionsOf(req: PayloadRequest, userId: number | string, keepSid?: string): Promise<void> {
  const db = await dbFor(req.payload, req)
  // The member's own change of their factors keeps the session that made it (keepSid).
  if (keepSid) await db.execute(sql`DELETE FROM "users_sessions" WHERE "_parent_id" = ${userId} AND "id" <> ${keepSid}`)
  else await db.execute(sql`DELETE FROM "users_sessions" WHERE "_parent_id" = ${userId}`)
}

/** Ends one session (idle or past its lifetime), outside any transaction: the refusal must hold. */
export async function endSession(payload: Payload, sid: string): Promise<void> {
  await (await dbFor(payload)).execute(sql`DELETE FROM "users_sessions" WHERE "id" = ${sid}`)
}

/** Records a request of session `sid` now (limits.ts: at most every SEEN_EVERY_MS). */
export async function markSeen(payload: Payload, sid: string, at: Date): Promise<void> {
  await (await dbFor(payload)).execute(sql`UPDATE "users_sessions" SET "seen_at" = ${at.toISOString()} WHERE "id" = ${sid}`)
}
