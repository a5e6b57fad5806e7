// Every change to a member's second factors goes through here, and only here: for now a structured
// log line; the integrator points it at the permission records (docs/decisions/0075).
import type { PayloadRequest } from 'payload'
import type { FactorKind } from './state'

export type FactorEvent =
  | { event: 'enrolled'; member: number | string; kind: FactorKind }
  | { event: 'removed'; member: number | string; kind: FactorKind }
  | { event: 'reset'; member: number | string; by: number | string }
  | { event: 'recovery-code-used'; member: number | string; left: number }

export async function recordFactorEvent(req: PayloadRequest, event: FactorEvent): Promise<void> {
  req.payload.logger.info({ msg: 'second factor', ...event, at: new Date().toISOString() })
}
