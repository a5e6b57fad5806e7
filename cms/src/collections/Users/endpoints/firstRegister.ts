import { addDataAndFileToRequest, type Endpoint, Forbidden, headersWithCors } from 'payload'

/**
 * POST /api/users/first-register: the admin panel's "create the first user" form. Payload's own
 * signs the new account in with its password alone; this one only creates it (an admin, by
 * firstUserIsAdmin), and its first sign-in enrols the second factor (docs/decisions/0075).
 */
export const firstRegister: Endpoint = {
  path: '/first-register',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    if ((await req.payload.count({ collection: 'users', req })).totalDocs > 0) throw new Forbidden(req.t)
    const text = (value: unknown) => (typeof value === 'string' ? value : '')
    const user = await req.payload.create({
      collection: 'users',
      data: { email: text(req.data?.email), password: text(req.data?.password), name: text(req.data?.name) || '관리자', role: 'admin' },
      req,
    })
    return Response.json(
      { message: '첫 관리자 계정을 만들었습니다. 로그인해 2단계 인증을 등록해 주세요.', user: { id: user.id, email: user.email } },
      { status: 201, headers: headersWithCors({ headers: new Headers(), req }) },
    )
  },
}
