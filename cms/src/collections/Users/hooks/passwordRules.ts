import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
  ValidationError,
} from 'payload'
import { historyAfterChange, isStoredPassword, type StoredPassword, usedBefore } from '../password/history'
import { PASSWORD_MESSAGES, passwordProblem } from '../password/passwordRule'

type Stored = { id: number; email?: string | null; salt?: string | null; hash?: string | null; passwordHistory?: unknown }

/** The account's current password and the ones before it, as the database holds them. */
function remembered(user: Stored): { current: StoredPassword | null; previous: StoredPassword[] } {
  const current = user.salt && user.hash ? { salt: user.salt, hash: user.hash } : null
  const previous = Array.isArray(user.passwordHistory) ? user.passwordHistory.filter(isStoredPassword) : []
  return { current, previous }
}

/** The message for `password` on `user` (null for a new account), or null when it may be set. */
async function refusal(password: string, email: string | null | undefined, user: Stored | null): Promise<string | null> {
  const problem = passwordProblem(password, email)
  if (problem || !user) return problem
  const { current, previous } = remembered(user)
  return (await usedBefore(password, [...(current ? [current] : []), ...previous])) ? PASSWORD_MESSAGES.reused : null
}

const storedUser = (req: PayloadRequest, id: number | string) => req.payload.db.findOne<Stored>({ collection: 'users', where: { id: { equals: id } }, req })

/** The password history is ours alone: nothing a request sends is taken for it. */
export const keepPasswordHistoryOurs: CollectionBeforeValidateHook = ({ data }) => {
  if (data && 'passwordHistory' in data) delete data.passwordHistory
  return data
}

/**
 * A password set when an account is made or changed (the panel, REST) keeps the rule
 * (password/passwordRule.ts) and is none of the last three; the one it replaces joins the history.
 */
export const passwordRules: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (typeof data.password !== 'string' || !data.password) return data
  const user = operation === 'update' && originalDoc ? await storedUser(req, originalDoc.id) : null
  const message = await refusal(data.password, data.email ?? originalDoc?.email, user)
  if (message) throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message }] }, req.t)
  if (user) {
    const { current, previous } = remembered(user)
    data.passwordHistory = historyAfterChange(current, previous)
  }
  return data
}

/**
 * A password set through a reset link: the same rule and history. Payload's reset writes the new
 * password without the change hooks, so this runs before it, in its transaction.
 */
export const passwordRulesOnReset: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const { token, password } = (args.data ?? {}) as { token?: unknown; password?: unknown }
  if (typeof token !== 'string' || typeof password !== 'string') return args
  const user = await req.payload.db.findOne<Stored>({
    collection: 'users',
    where: { and: [{ resetPasswordToken: { equals: token } }, { resetPasswordExpiration: { greater_than: new Date().toISOString() } }] },
    req,
  })
  if (!user) return args // Payload answers an unknown or expired link itself
  const message = await refusal(password, user.email, user)
  if (message) throw new APIError(message, 400, null, true)
  const { current, previous } = remembered(user)
  await req.payload.db.updateOne({ collection: 'users', id: user.id, data: { passwordHistory: historyAfterChange(current, previous) }, req, returning: false })
  return args
}
