import { mustAgreeAgain, mustAgreeFirst, type PolicyKind } from '@storefront/rules/policy-version'
import type { Customer } from '@storefront/cms/payload-types'
import { myCustomer, updateMyCustomer } from '~/features/auth/consumer-cms.server'
import { sessionCookieValue } from '~/features/auth/session.server'
import { getTermsDocuments } from '~/features/terms/terms.server'

/** A document the signed-in customer must agree to (for the first time, or again), and the version in force. */
export type PolicyToAgree = { kind: PolicyKind; title: string; effectiveDate: string; firstTime: boolean }

const FIELDS = { service: { at: 'termsAcceptedAt', version: 'termsVersion' }, privacy: { at: 'privacyAcceptedAt', version: 'privacyVersion' } } as const

/** What `customer` never agreed to (a Kakao sign-up), or agreed to before a later version that asks again (docs/decisions/0063). */
async function policiesToAgree(customer: Customer | null): Promise<PolicyToAgree[]> {
  if (!customer) return []
  const documents = await getTermsDocuments()
  return (['service', 'privacy'] as const).flatMap((kind) => {
    const { at, version } = FIELDS[kind]
    const document = documents[kind]
    const firstTime = mustAgreeFirst(customer.provider, customer.consents?.[at])
    return firstTime || mustAgreeAgain(customer.consents?.[at], customer.consents?.[version], document.consentVersion)
      ? [{ kind, title: document.title, effectiveDate: document.effectiveDate, firstTime }]
      : []
  })
}

/** For the signed-in consumer; nothing for a visitor (no CMS call without a session). */
export async function myPoliciesToAgree(): Promise<PolicyToAgree[]> {
  const session = sessionCookieValue()
  return session ? policiesToAgree(await myCustomer(session)) : []
}

/** Records "I agree" to `kinds`: the CMS stamps the time and the version in force (hooks/stampConsents). */
export async function agreeToPolicies(kinds: PolicyKind[]): Promise<{ ok: true } | { ok: false; message: string }> {
  const session = sessionCookieValue()
  if (!session) return { ok: false, message: '로그인이 끝났습니다. 다시 로그인한 뒤 동의해 주세요.' }
  const now = new Date().toISOString()
  await updateMyCustomer(session, {
    consents: { ...(kinds.includes('service') && { termsAcceptedAt: now }), ...(kinds.includes('privacy') && { privacyAcceptedAt: now }) },
  })
  return { ok: true }
}
