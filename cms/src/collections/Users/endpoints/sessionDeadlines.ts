import type { Endpoint, PayloadRequest } from 'payload'
import { isStaffUser } from '@/access/roles'
import { markSeen } from '../sessions/endSessions'
import { deadlinesOf, SEEN_EVERY_MS, type StaffSession } from '../sessions/limits'

/** The session of the request's own staff member, as the auth strategy found it. */
const sessionOf = (req: PayloadRequest): StaffSession | undefined => {
  const user = req.user as (PayloadRequest['user'] & { _sid?: string; sessions?: StaffSession[] | null }) | null
  return isStaffUser(user) ? user?.sessions?.find(({ id }) => id === user._sid) : undefined
}

const answer = (session: StaffSession) => {
  const { idleEndsAt, endsAt } = deadlinesOf(session)
  return Response.json(
    { idleEndsAt: new Date(idleEndsAt).toISOString(), endsAt: new Date(endsAt).toISOString(), seenEveryMs: SEEN_EVERY_MS },
    { headers: { 'cache-control': 'no-store' } },
  )
}

const signedOut = () => Response.json({ errors: [{ message: '로그인이 끝났습니다. 다시 로그인하세요.' }] }, { status: 401 })

/**
 * GET /api/users/session: when the caller's session ends (idle, and at the latest), so the admin
 * panel warns a minute before; this look does not count as a request of the member's
 * (sessions/strategy.ts). POST: the member is at work (typing, clicking): recorded now, and the
 * deadlines that follow. 401 once the session has ended.
 */
export const sessionDeadlines: Endpoint[] = [
  {
    path: '/session',
    method: 'get',
    handler: (req) => {
      const session = sessionOf(req)
      return session ? answer(session) : signedOut()
    },
  },
  {
    path: '/session',
    method: 'post',
    handler: async (req) => {
      const session = sessionOf(req)
      if (!session) return signedOut()
      const now = new Date()
      await markSeen(req.payload, session.id, now)
      return answer({ ...session, seenAt: now.toISOString() })
    },
  },
]
