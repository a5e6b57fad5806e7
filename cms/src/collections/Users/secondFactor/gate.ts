// Payload's every way to a staff token runs the collection's beforeLogin hooks after the password
// (REST and Local API login, GraphQL's, first-user registration, password reset): this one stops
// each there. Payload then rolls its transaction back, the session it added with it, and
// loginInTurn answers with the second factor's challenge instead (docs/decisions/0075).
import { APIError, type CollectionBeforeLoginHook, type PayloadRequest } from 'payload'

/** A right password, and no second factor yet. */
export class SecondFactorNeeded extends APIError {
  constructor(readonly userId: number | string) {
    super('2단계 인증이 필요합니다.', 401, null, true)
  }
}

// Requests of our own endpoints that let Payload finish and then end the session it made (the password reset).
const passing = new WeakSet<PayloadRequest>()

/** Lets `req`'s Payload operation past the gate; the caller ends the session it makes and drops its token. */
export const passTheGate = (req: PayloadRequest) => passing.add(req)

export const secondFactorGate: CollectionBeforeLoginHook = ({ req, user }) => {
  if (passing.has(req)) return user
  throw new SecondFactorNeeded(user.id)
}
