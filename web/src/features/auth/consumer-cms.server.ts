import type { Customer } from '@storefront/cms/payload-types'
import { serverEnv } from '~/env.server'

// The CMS REST API on behalf of the signed-in consumer: their session cookie goes along in
// X-Firebase-Session (docs/contract.md, "Consumer credentials"), so the CMS applies its own
// access rules to them. The storefront holds no privileged CMS credential.

// A hung CMS must leave a visitor with the error screen within 5 s (issue 10; e2e/faults.spec.ts
// measured 6.5 s with a 5-s timeout here).
const TIMEOUT_MS = 3_000

export class CmsRefusal extends Error {
  constructor(
    readonly status: number,
    /** The CMS's Korean message for the consumer, when it gave one. */
    readonly consumerMessage: string | undefined,
  ) {
    super(`CMS answered ${status}${consumerMessage ? `: ${consumerMessage}` : ''}`)
  }
}

export async function cmsAsConsumer<T>(session: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${serverEnv().cmsUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      accept: 'application/json',
      'x-firebase-session': session,
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  const body = (await response.json().catch(() => null)) as { errors?: Array<{ message?: string }> } | null
  if (!response.ok) throw new CmsRefusal(response.status, body?.errors?.[0]?.message)
  return body as T
}

/** The consumer's customer record (created by the CMS on first sight), or null if the CMS does not recognise them. */
export async function myCustomer(session: string): Promise<Customer | null> {
  const { user } = await cmsAsConsumer<{ user: Customer | null }>(session, '/api/customers/me')
  return user
}

export type CustomerChanges = Partial<Pick<Customer, 'name' | 'phone'>> & { consents?: Partial<NonNullable<Customer['consents']>> }

export async function updateMyCustomer(session: string, changes: CustomerChanges): Promise<Customer> {
  const customer = await myCustomer(session)
  if (!customer) throw new CmsRefusal(401, undefined)
  const { doc } = await cmsAsConsumer<{ doc: Customer }>(session, `/api/customers/${customer.id}?depth=0`, { method: 'PATCH', body: changes })
  return doc
}
