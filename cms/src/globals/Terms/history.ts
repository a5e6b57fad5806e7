import { APIError, type Endpoint, type Payload } from 'payload'
import type { Term } from '@/payload-types'
import { isPolicyVersion, POLICY_KINDS, type PolicyKind, policyVersion, versionsOnDay } from '@storefront/rules/policy-version'
import { seoulDay } from '@storefront/rules/seoul-date'

/** One published version of a document: the last text saved with that effective date. */
type PublishedVersion = { effectiveDate: string; consentVersion: string | null; changes: string | null; savedAt: string; content: Term['privacy']['content'] }

/**
 * Every version of `kind` ever saved, newest effective date first: the global's versions grouped
 * by the document's effective date, each date's last save kept (a typo fixed on the day replaces
 * the text of that date; a new date is a new version). A version saved ahead of its date is among
 * them: which one is in force is the reader's day's question (versionsOnDay). Policies change a
 * few times a year, so all versions are read at once.
 */
async function publishedVersions(payload: Payload, kind: PolicyKind): Promise<PublishedVersion[]> {
  const { docs } = await payload.findGlobalVersions({ slug: 'terms', sort: '-updatedAt', pagination: false, depth: 0 })
  const byDate = new Map<string, PublishedVersion>()
  for (const { version, updatedAt } of docs) {
    const document = version[kind]
    const date = policyVersion(document?.effectiveDate)
    if (!date || byDate.has(date)) continue
    byDate.set(date, {
      effectiveDate: date,
      consentVersion: policyVersion(document.consentVersion),
      changes: document.changes ?? null,
      savedAt: updatedAt,
      content: document.content,
    })
  }
  return [...byDate.values()].sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate))
}

/** The version of each document in force today in Seoul: the one a consumer agreeing now agrees to. */
export async function versionsInForce(payload: Payload, now = new Date()): Promise<Record<PolicyKind, string | null>> {
  const [service, privacy] = await Promise.all(POLICY_KINDS.map((kind) => publishedVersions(payload, kind)))
  const inForce = (versions: PublishedVersion[]) => versionsOnDay(versions, seoulDay(now)).inForce?.effectiveDate ?? null
  return { service: inForce(service!), privacy: inForce(privacy!) }
}

const kindOf = (value: unknown): PolicyKind => {
  if (!POLICY_KINDS.includes(value as PolicyKind)) throw new APIError('문서는 service 또는 privacy입니다.', 404, null, true)
  return value as PolicyKind
}

/**
 * GET /api/globals/terms/history/:kind — every version's effective date and the version it asks
 * customers to have agreed to, those yet to take effect included, for anyone.
 */
export const termsHistoryEndpoint: Endpoint = {
  path: '/history/:kind',
  method: 'get',
  handler: async (req) => {
    const versions = await publishedVersions(req.payload, kindOf(req.routeParams?.kind))
    return Response.json({ versions: versions.map(({ effectiveDate, consentVersion, savedAt }) => ({ effectiveDate, consentVersion, savedAt })) })
  },
}

/** GET /api/globals/terms/history/:kind/:date — the text in force from that date, for anyone. */
export const termsVersionEndpoint: Endpoint = {
  path: '/history/:kind/:date',
  method: 'get',
  handler: async (req) => {
    const kind = kindOf(req.routeParams?.kind)
    const date = String(req.routeParams?.date ?? '')
    const version = isPolicyVersion(date) ? (await publishedVersions(req.payload, kind)).find((each) => each.effectiveDate === date) : undefined
    if (!version) throw new APIError('그 시행일의 판이 없습니다.', 404, null, true)
    return Response.json(version)
  },
}
