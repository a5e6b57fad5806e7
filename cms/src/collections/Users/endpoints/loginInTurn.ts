import { addDataAndFileToRequest, type Endpoint, headersWithCors, initTransaction, killTransaction, loginOperation } from 'payload'
import { lockFor } from '@/lib/locks'
import { recordLockEndOf, recordLockout } from '../lockouts'
import { SecondFactorNeeded } from '../secondFactor/gate'
import { secondFactorChallenge } from './secondFactor'

/**
 * POST /api/users/login: the password step of a staff sign-in, one at a time per account. Payload's
 * own login checks the password and counts a wrong one toward the lockout; after a right one the
 * second factor's gate (secondFactor/gate.ts) stops it before any session or token, and this
 * answers with the challenge for the second step (endpoints/secondFactor.ts, docs/decisions/0075):
 * a password alone never signs anyone in. The lock (lib/locks) keeps logins of one shared account
 * in turn, as when this step made the session.
 */
export const loginInTurn: Endpoint = {
  path: '/login',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const email = typeof req.data?.email === 'string' ? req.data.email.toLowerCase().trim() : ''
    const collection = req.payload.collections.users
    // 접근권한 기록 (docs/decisions/0076): a lock that ran out before this attempt, and one this attempt sets.
    await recordLockEndOf(req, email)
    await initTransaction(req)
    try {
      await lockFor(req.payload, req, `login:users:${email}`)
      await loginOperation({ collection, data: { email, password: typeof req.data?.password === 'string' ? req.data.password : '' }, req })
      // The gate throws after every right password: a login that got here skipped it.
      throw new Error('users: a login passed without the second factor gate')
    } catch (error) {
      // Payload's login rolled back its own work (the session, the reset of failed attempts) already.
      await killTransaction(req)
      if (error instanceof SecondFactorNeeded) {
        return Response.json(await secondFactorChallenge(req, error.userId), { headers: headersWithCors({ headers: new Headers(), req }) })
      }
      await recordLockout(req, email)
      throw error
    }
  },
}
