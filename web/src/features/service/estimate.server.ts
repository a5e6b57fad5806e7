import type { ServiceRequest } from '@storefront/cms/payload-types'
import { type EstimateAnswer, estimateRefusals, type EstimateState } from '@storefront/rules/estimate'
import { readSessionUser, sessionCookieValue } from '~/features/auth/session.server'
import { CmsError, cms } from '~/features/cms/cms-client.server'
import { formatDate } from '~/ui/format-date'
import type { EstimateResult, EstimateView } from './estimate'

// A repair's estimate and the customer's answer to it, asked of the CMS (ServiceRequests/estimate):
// on the request's page with the customer's session, from the mail's link with the link alone.
// The CMS's Korean refusals are read as they are.

const at = (value: string | null | undefined) => (value ? formatDate(value, 'YYYY-MM-DD HH:mm') : null)

/** The estimate of a request in `status`, or null while it has none. */
export function estimateViewOf(estimate: ServiceRequest['estimate'], status: string): EstimateView | null {
  if (!estimate?.nonce || typeof estimate.total !== 'number') return null
  const state = (estimate.state ?? 'pending') as EstimateState
  return {
    parts: estimate.parts ?? 0,
    labour: estimate.labour ?? 0,
    total: estimate.total,
    note: estimate.note ?? null,
    state,
    sentAt: at(estimate.sentAt) ?? '',
    answeredAt: at(estimate.answeredAt),
    nonce: estimate.nonce,
    canAnswer: state === 'pending' && status === 'received',
  }
}

async function answered(ask: () => Promise<{ state: EstimateState }>): Promise<EstimateResult> {
  try {
    return { ok: true, state: (await ask()).state }
  } catch (error) {
    if (error instanceof CmsError && error.status >= 400 && error.status < 500 && error.consumerMessage) return { ok: false, message: error.consumerMessage }
    console.error('[estimate] answer failed', error)
    return { ok: false, message: '답변을 보내지 못했습니다. 잠시 후 다시 시도하세요.' }
  }
}

/** My answer on my request's page. */
export async function answerMyEstimate(id: number, nonce: string, answer: EstimateAnswer): Promise<EstimateResult> {
  const session = (await readSessionUser()) ? await sessionCookieValue() : undefined
  if (!session) return { ok: false, message: '로그인이 필요합니다.' }
  return answered(() => cms({ session }).post(`/api/service-requests/${id}/estimate`, { answer, nonce }))
}

export type EstimateByLink = { ok: true; number: string; productName: string; statusLabel: string; estimate: EstimateView } | { ok: false; message: string }

type LinkAnswer = {
  number: string
  productName: string | null
  status: string
  statusLabel: string
  estimate: NonNullable<ServiceRequest['estimate']>
}

// A signed link's token: a JWT, three base64url parts joined by dots, or, for a link mailed before
// links became JWTs, two (the CMS reads those until they expire: its legacyEstimateLink.ts, and this
// alternative goes with it). Anything else is answered here: nothing to look up (and text that is
// not even well-formed Unicode could not go into a URL).
const TOKEN = /^[\w-]+\.[\w-]+(?:\.[\w-]+)?$/
const BAD_LINK = { ok: false, message: estimateRefusals.badLink } as const

/** What the mail's link names: the request's number and model and the estimate, no one's personal data. */
export async function readEstimateByLink(token: string): Promise<EstimateByLink> {
  if (!TOKEN.test(token)) return BAD_LINK
  try {
    const found = await cms().get<LinkAnswer>(`/api/service-requests/estimate?token=${encodeURIComponent(token)}`)
    const estimate = estimateViewOf(found.estimate, found.status)
    if (!estimate) return { ok: false, message: '견적을 찾을 수 없습니다.' }
    return { ok: true, number: found.number, productName: found.productName ?? '바포레 기기', statusLabel: found.statusLabel, estimate }
  } catch (error) {
    if (error instanceof CmsError && error.status >= 400 && error.status < 500 && error.consumerMessage) return { ok: false, message: error.consumerMessage }
    throw error
  }
}

/** The answer from the mail's link: the link is the credential. */
export const answerEstimateByLink = async (token: string, answer: EstimateAnswer): Promise<EstimateResult> =>
  TOKEN.test(token) ? answered(() => cms().post('/api/service-requests/estimate/answer', { token, answer })) : BAD_LINK
