import {
  addDataAndFileToRequest,
  commitTransaction,
  type Endpoint,
  headersWithCors,
  initTransaction,
  killTransaction,
  loginOperation,
  type PayloadRequest,
} from 'payload'
import { generatePayloadCookie } from 'payload/shared'
import { lockFor } from '@/lib/locks'
import { recordLockEndOf, recordLockout } from '../lockouts'

/**
 * POST /api/users/login: Payload's own login, one at a time per account. Payload reads the
 * account's session list, checks the password and writes the list back with the new session:
 * two people signing in to one shared desk account at the same moment each wrote a list without
 * the other's session, and one of them was signed out at their next click. Here the login runs in
 * one transaction that first takes the account's lock (lib/locks), so the second reads the list
 * the first wrote. The answer is Payload's own (its cookie, its body).
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
      const result = await loginOperation({
        collection,
        data: { email, password: typeof req.data?.password === 'string' ? req.data.password : '' },
        depth: depthOf(req),
        req,
      })
      await commitTransaction(req)
      const cookie = generatePayloadCookie({
        collectionAuthConfig: collection.config.auth,
        cookiePrefix: req.payload.config.cookiePrefix,
        token: result.token!,
      })
      return Response.json(
        { message: req.t('authentication:passed'), ...result },
        { headers: headersWithCors({ headers: new Headers({ 'Set-Cookie': cookie }), req }) },
      )
    } catch (error) {
      await killTransaction(req)
      await recordLockout(req, email)
      throw error
    }
  },
}

const depthOf = (req: PayloadRequest) => {
  const depth = Number(req.searchParams.get('depth'))
  return req.searchParams.has('depth') && Number.isInteger(depth) ? depth : undefined
}
