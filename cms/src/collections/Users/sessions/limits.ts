// How long a staff session lasts (docs/decisions/0076): it ends after IDLE_MS without a request,
// and LIFETIME_MS after its sign-in whatever the activity.
import { env } from '@/env'

export const IDLE_MS = env.STAFF_IDLE_TIMEOUT_MINUTES * 60_000
export const LIFETIME_MS = env.STAFF_SESSION_MAX_HOURS * 3_600_000
/**
 * A session's last request is written at most this often: a write on every staff request would
 * cost each click one. The session may so end up to this much before IDLE_MS after its true last
 * request; the panel reads the deadline from the server, never assumes it.
 */
export const SEEN_EVERY_MS = Math.min(60_000, IDLE_MS / 5)

/** A session as Payload keeps it in the user's `sessions`, with our `seenAt` (its last recorded request). */
export type StaffSession = { id: string; createdAt?: string | null; expiresAt: string; seenAt?: string | null }

/** When `session` ends for want of requests (idleEndsAt) and at the latest (endsAt), in ms since the epoch. */
export function deadlinesOf(session: StaffSession): { idleEndsAt: number; endsAt: number } {
  const started = Date.parse(session.createdAt ?? session.expiresAt)
  const seen = session.seenAt ? Date.parse(session.seenAt) : started
  return { idleEndsAt: seen + IDLE_MS, endsAt: started + LIFETIME_MS }
}

/** `ended` past either deadline; `stale` when its last request should be written again; else `fresh`. */
export function sessionState(session: StaffSession, now: number): 'ended' | 'stale' | 'fresh' {
  const { idleEndsAt, endsAt } = deadlinesOf(session)
  if (now >= idleEndsAt || now >= endsAt) return 'ended'
  return now - (idleEndsAt - IDLE_MS) >= SEEN_EVERY_MS ? 'stale' : 'fresh'
}
