import { policyVersion, type PolicyKind } from '@storefront/rules/policy-version'
import { cms } from '~/features/cms/cms-client.server'
import { orIfMissing, publicContent } from '~/features/cms/public-content.server'
import { formatDate } from '~/ui/format-date'
import { renderRichText } from '~/ui/rich-text/rich-text.server'
import type { Term } from '@storefront/cms/payload-types'
import type { TermsDocument } from './types'

const TITLES: Record<PolicyKind, string> = { service: '이용약관', privacy: '개인정보처리방침' }

type History = { versions: Array<{ effectiveDate: string }> }
const versionsOf = async (kind: PolicyKind) =>
  (await cms().get<History>(`/api/globals/terms/history/${kind}`)).versions.map(({ effectiveDate }) => effectiveDate)

/** Both documents of the `terms` global and the dates of their past versions, rendered once per content version. */
export const getTermsDocuments = publicContent(async () => {
  const [terms, service, privacy] = await Promise.all([cms().global('terms', { depth: 1 }), versionsOf('service'), versionsOf('privacy')])
  const document = (kind: PolicyKind, versions: string[]): TermsDocument => ({
    kind,
    title: TITLES[kind],
    effectiveDate: formatDate(terms[kind]?.effectiveDate),
    html: renderRichText(terms[kind]?.content),
    consentVersion: policyVersion(terms[kind]?.consentVersion),
    versions,
  })
  return { service: document('service', service), privacy: document('privacy', privacy) }
})

type PastVersion = { effectiveDate: string; content: Term['privacy']['content'] }

/** A version of `kind` by its date (docs/decisions/0063); null when there was none that day. */
export async function getTermsVersion(kind: PolicyKind, date: string): Promise<TermsDocument | null> {
  const current = (await getTermsDocuments())[kind]
  if (!current.versions.includes(date)) return null
  if (date === current.effectiveDate) return current
  const version = await orIfMissing(cms().get<PastVersion | null>(`/api/globals/terms/history/${kind}/${date}`), null)
  if (!version) return null
  return { ...current, effectiveDate: version.effectiveDate, html: renderRichText(version.content), currentVersion: current.effectiveDate }
}
