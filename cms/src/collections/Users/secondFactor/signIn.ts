// The end of a staff sign-in once the second factor holds: what Payload's loginOperation does after
// the password (a session on the account, the failed attempts reset, its JWT), through Payload's own
// helpers. And the other side: a wrong code counts as a failed attempt, and sessions end.
import { checkLoginPermission, getFieldsToSign, incrementLoginAttempts, jwtSign, type PayloadRequest, resetLoginAttempts, type TypedUser } from 'payload'
import { addSessionToUser } from 'payload/shared'
import { refuseDeactivated } from '../hooks/recordAccountChanges'
import { rawUser } from './state'

type RawUser = NonNullable<Awaited<ReturnType<typeof rawUser>>>

const usersConfig = (req: PayloadRequest) => req.payload.collections.users.config

/** Throws Payload's own "locked" error while the account is locked (5 failures, then 10 minutes). */
export const refuseIfLocked = (req: PayloadRequest, user: RawUser) => checkLoginPermission({ req, user: user as unknown as TypedUser })

/** A wrong code counts toward the lockout like a wrong password (outside the request's transaction, so it stays). */
export const countFailedAttempt = (req: PayloadRequest, user: RawUser) =>
  incrementLoginAttempts({ collection: usersConfig(req), payload: req.payload, user: user as unknown as TypedUser })

/** A new session and token for account `id`, as loginOperation makes them, and the account as the member may read it. */
export async function startSession(req: PayloadRequest, id: number | string, depth?: number) {
  const collectionConfig = usersConfig(req)
  const user = (await rawUser(req, id))!
  // Deactivated after the password step (its challenge stands five minutes): refused all the same.
  refuseDeactivated({ user } as unknown as Parameters<typeof refuseDeactivated>[0])
  Object.assign(user, { collection: 'users', _strategy: 'local-jwt' })
  const { sid } = await addSessionToUser({ collectionConfig, payload: req.payload, req, user: user as unknown as TypedUser })
  await resetLoginAttempts({ collection: collectionConfig, doc: user, payload: req.payload, req })
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: user.email, sid, user: user as unknown as TypedUser })
  const { exp, token } = await jwtSign({ fieldsToSign, secret: req.payload.secret, tokenExpiration: collectionConfig.auth.tokenExpiration })
  const self = await req.payload.findByID({ collection: 'users', id, req, depth, overrideAccess: false, user: { ...user, collection: 'users' } as never })
  return { exp, token, user: self }
}
