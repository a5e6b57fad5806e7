import { type PolicyKind, POLICY_KINDS, versionsOnDay } from '@storefront/rules/policy-version'
import { seoulDay } from '@storefront/rules/seoul-date'
import { cms } from '~/features/cms/cms-client.server'
import { orIfMissing, publicContent } from '~/features/cms/public-content.server'
import { renderRichText } from '~/ui/rich-text/rich-text.server'
import type { Term } from '@storefront/cms/payload-types'
import type { TermsDocument } from './types'

const TITLES: Record<PolicyKind, string> = { service: '이용약관', privacy: '개인정보처리방침' }

type Version = { effectiveDate: string; consentVersion: string | null; changes?: string | null }
type VersionText = Version & { content: Term['privacy']['content'] }
type Rendered = Version & { html: string }

const versionText = (kind: PolicyKind, date: string) => orIfMissing(cms().get<VersionText | null>(`/api/globals/terms/history/${kind}/${date}`), null)
const rendered = (version: VersionText): Rendered => ({
  effectiveDate: version.effectiveDate,
  consentVersion: version.consentVersion,
  changes: version.changes ?? null,
  html: renderRichText(version.content),
})

/**
 * Every version of each document, with the text of the one in force when loaded and of those to
 * come rendered: whichever day a request falls on, the version in force then is among them. Loaded
 * once per content version; which one is in force is asked per request (a version saved ahead of
 * its day takes effect at Seoul's midnight with no edit to announce it, docs/decisions/0063).
 */
const loadTerms = publicContent(async () => {
  const today = seoulDay(new Date())
  const load = async (kind: PolicyKind) => {
    const { versions } = await cms().get<{ versions: Version[] }>(`/api/globals/terms/history/${kind}`)
    const { inForce, upcoming } = versionsOnDay(versions, today)
    const texts = await Promise.all([inForce, ...upcoming].flatMap((version) => (version ? [versionText(kind, version.effectiveDate)] : [])))
    return { versions, texts: new Map(texts.flatMap((text) => (text ? [[text.effectiveDate, rendered(text)] as const] : []))) }
  }
  const [service, privacy] = await Promise.all(POLICY_KINDS.map(load))
  return { service: service!, privacy: privacy! }
})

/** `kind`'s version of `date` as read today; null when there is none of that date. */
async function termsDocument(kind: PolicyKind, date?: string): Promise<TermsDocument | null> {
  const { versions, texts } = (await loadTerms())[kind]
  const { inForce, upcoming, past } = versionsOnDay(versions, seoulDay(new Date()))
  // Before any version has taken effect, the nearest one to come is the page's.
  const shown = date ?? (inForce ?? upcoming[0])?.effectiveDate
  const standing = !shown || shown === inForce?.effectiveDate ? 'in-force' : upcoming.some((each) => each.effectiveDate === shown) ? 'upcoming' : 'past'
  const text = shown ? (texts.get(shown) ?? (await versionText(kind, shown).then((each) => each && rendered(each)))) : null
  if (date && !text) return null
  return {
    kind,
    title: TITLES[kind],
    effectiveDate: shown ?? '',
    standing,
    inForce: inForce?.effectiveDate ?? null,
    html: text?.html ?? '',
    consentVersion: inForce?.consentVersion ?? null,
    versions: [inForce, ...past].flatMap((version) => (version ? [version.effectiveDate] : [])),
    upcoming: upcoming.map(({ effectiveDate }) => ({ effectiveDate, changes: texts.get(effectiveDate)?.changes ?? null })),
  }
}

/** Both documents as in force today, each with the dates of its past versions and those to come. */
export async function getTermsDocuments(): Promise<Record<PolicyKind, TermsDocument>> {
  const [service, privacy] = await Promise.all(POLICY_KINDS.map((kind) => termsDocument(kind)))
  return { service: service!, privacy: privacy! }
}

/** A version of `kind` by its date, past, in force or to come (docs/decisions/0063); null when there is none of that date. */
export const getTermsVersion = (kind: PolicyKind, date: string) => termsDocument(kind, date)
