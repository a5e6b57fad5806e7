// 본인인증 in the integration tests: through the PortOne stand-in (stand-ins/portone) for the tests
// about it, or written straight on the customer for tests about something else.
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { birthDateFor } from '@storefront/rules/identity'
import { customerOf, json } from './fixtures'
import { type Consumer, signUpConsumer } from './firebase'
import { rest } from './payload'

export type Person = { name: string; birthDate: string; phoneNumber: string; operator: string; ci: string }

/** A person of their own (a CI no one else has), 30 today unless told otherwise. */
export const person = (overrides: Partial<Person> = {}): Person => ({
  name: '김인증',
  birthDate: birthDateFor(30, new Date()),
  phoneNumber: '010-2345-6789',
  operator: 'KT',
  ci: `ci-${randomUUID()}`,
  ...overrides,
})

/** The stand-in records `id` as verified for `who` (or failed), as if they had gone through the carrier's window. */
export async function verifyAtStandIn(id: string, who: Person | 'failed'): Promise<void> {
  const body = who === 'failed' ? { identityVerificationId: id, outcome: 'failed' } : { identityVerificationId: id, ...who }
  const response = await fetch(`${process.env.PORTONE_STAND_IN_URL}/test/identity-verifications`, { method: 'POST', body: JSON.stringify(body) })
  if (response.status !== 201) throw new Error(`the PortOne stand-in refused ${id}: ${response.status} ${await response.text()}`)
}

/** POST /api/customers/me/identity/start as `consumer`: the id to verify. */
export async function startVerification(consumer: Consumer): Promise<string> {
  const response = await rest('/customers/me/identity/start', json('POST', {}, consumer.headers))
  if (response.status !== 200) throw new Error(`identity start: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { identityVerificationId: string }).identityVerificationId
}

export const confirmVerification = (consumer: Consumer, identityVerificationId: unknown) =>
  rest('/customers/me/identity', json('POST', { identityVerificationId }, consumer.headers))

/** The whole 본인인증 of `consumer` as `who`, through the stand-in. */
export async function verifyIdentity(consumer: Consumer, who: Person = person()): Promise<void> {
  const id = await startVerification(consumer)
  await verifyAtStandIn(id, who)
  const response = await confirmVerification(consumer, id)
  if (response.status !== 200) throw new Error(`identity confirmation: ${response.status} ${await response.text()}`)
}

/**
 * For tests about something else: the customer as verified, written by the system (no request may
 * write it), with `phone` as the verified mobile number when given.
 */
export async function markVerified(payload: Payload, customerId: number, personKey = `person-${randomUUID()}`, phone: string | null = null): Promise<void> {
  await payload.update({
    collection: 'customers',
    id: customerId,
    data: { identity: { adultVerifiedAt: new Date().toISOString(), name: '김인증', personKey, phone } },
    depth: 0,
  })
}

/** A new consumer who has verified being an adult (for tests of adult-only steps that are not about verifying). */
export async function verifiedConsumer(payload: Payload, name?: string): Promise<Consumer> {
  const consumer = await signUpConsumer(name)
  await markVerified(payload, (await customerOf(consumer)).id)
  return consumer
}
