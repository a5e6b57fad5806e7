import { type AuthStrategy, JWTAuthentication } from 'payload'
import type { User } from '@/payload-types'
import { endSession, markSeen } from './endSessions'
import { type StaffSession, sessionState } from './limits'

type SignedIn = User & { _sid?: string; sessions?: StaffSession[] | null }

/** The panel's look at its own deadlines (GET /api/users/session) is not a request of the member's. */
const isSessionCheck = (req: { method?: string; url?: string } | undefined) =>
  req?.method === 'GET' && !!req.url && new URL(req.url, 'http://cms').pathname.endsWith('/users/session')

/**
 * Payload's own staff sign-in (its token and the session the token names), with the limits of
 * docs/decisions/0076: a session idle for IDLE_MS or older than LIFETIME_MS, or of a deactivated
 * member, is ended and the request is anonymous. Payload tries its own token check after this
 * one; it then finds no session and refuses too. A request of a fresh session passes untouched; of
 * a stale one it records the request (limits.ts: at most once every SEEN_EVERY_MS).
 */
export const staffSessionLimits: AuthStrategy = {
  name: 'staff-session-limits',
  authenticate: async (args) => {
    const result = await JWTAuthentication({ ...args, strategyName: 'local-jwt' })
    const user = result.user as SignedIn | null
    if (!user || user.collection !== 'users' || !user._sid) return result
    const session = user.sessions?.find(({ id }) => id === user._sid)
    if (!session) return { user: null }
    const now = new Date()
    const state = sessionState(session, now.getTime())
    if (state === 'ended' || user.deactivated) {
      await endSession(args.payload, session.id)
      return { user: null }
    }
    if (state === 'stale' && !isSessionCheck(args.req)) {
      await markSeen(args.payload, session.id, now)
      session.seenAt = now.toISOString()
    }
    return result
  },
}
