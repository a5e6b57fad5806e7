import { addDataAndFileToRequest, type Endpoint, headersWithCors, resetPasswordOperation } from 'payload'
import { passTheGate } from '../secondFactor/gate'
import { endSessionsOf } from '../sessions/endSessions'

/**
 * POST /api/users/reset-password: Payload's own reset (the mailed token, the new password), without
 * the sign-in Payload's answer adds to it: a reset link is one factor, so no token and no cookie.
 * Every session of the account ends, the one Payload just made among them; the member then signs
 * in with the new password and their second factor (docs/decisions/0075).
 */
export const passwordReset: Endpoint = {
  path: '/reset-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    passTheGate(req)
    const { user } = await resetPasswordOperation({
      collection: req.payload.collections.users,
      data: {
        password: typeof req.data?.password === 'string' ? req.data.password : '',
        token: typeof req.data?.token === 'string' ? req.data.token : '',
      },
      req,
    })
    await endSessionsOf(req, (user as { id: number | string }).id)
    return Response.json(
      { message: '비밀번호를 바꿨습니다. 새 비밀번호와 2단계 인증으로 로그인해 주세요.' },
      { headers: headersWithCors({ headers: new Headers(), req }) },
    )
  },
}
