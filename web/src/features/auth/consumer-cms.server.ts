import type { Customer } from '@storefront/cms/payload-types'
import { CmsError, cms } from '~/features/cms/cms-client.server'

// The consumer's own customer record, asked for with their session cookie (the CMS client's
// consumer mode), so the CMS applies its own access rules to them.

/** The consumer's customer record (created by the CMS on first sight), or null if the CMS does not recognise them. */
export async function myCustomer(session: string): Promise<Customer | null> {
  return cms({ session }).me('customers')
}

export type CustomerChanges = Partial<Pick<Customer, 'name' | 'phone' | 'noticeChannel'>> & { consents?: Partial<NonNullable<Customer['consents']>> }

export async function updateMyCustomer(session: string, changes: CustomerChanges): Promise<Customer> {
  const customer = await myCustomer(session)
  if (!customer) throw new CmsError(401, '/api/customers/me')
  return cms({ session }).update('customers', customer.id, changes as Partial<Customer>, { depth: 0 })
}

/** Closes the consumer's record: the CMS anonymises it (docs/contract.md). */
export async function anonymiseMyCustomer(session: string): Promise<void> {
  await cms({ session }).post('/api/customers/me/anonymise', {})
}
