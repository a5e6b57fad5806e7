import type { Survey } from '@storefront/cms/payload-types'
import type { Answer } from '@storefront/rules/survey-answers'
import { authErrorMessage } from '~/features/auth/errors'
import { readSessionUser, sessionCookieValue } from '~/features/auth/session.server'
import { CmsError, cms } from '~/features/cms/cms-client.server'
import { publicContent } from '~/features/cms/public-content.server'
import { loadDraft } from '~/features/preview/preview.server'
import { readMyIdentity } from '~/features/identity/identity.server'
import type { MySurvey, SubmitResult, SurveyListing, SurveyPageData, SurveyState, SurveyView } from './types'

// Surveys are public content (read from memory until the CMS content version moves); a consumer's
// own response is asked for with their session, so the CMS's owner rule decides what they see.

const allSurveys = publicContent(async () => {
  const { docs } = await cms().find('surveys', { pagination: false, depth: 0 })
  return new Map(docs.map((survey) => [survey.slug, survey]))
})

function surveyState(survey: Pick<Survey, 'opensAt' | 'closesAt'>, now = Date.now()): SurveyState {
  if (now < Date.parse(survey.opensAt)) return 'upcoming'
  return survey.closesAt && now > Date.parse(survey.closesAt) ? 'closed' : 'open'
}

const toView = (survey: Survey, preview = false): SurveyView => ({
  id: survey.id,
  slug: survey.slug,
  title: survey.title,
  description: survey.description ?? null,
  questions: survey.questions,
  completionMessage: survey.completionMessage || '소중한 의견 감사합니다.',
  // As the CMS reads them: login unless switched off, editing only where login is needed.
  // An adult-only survey needs login whatever its own switch says (the CMS's acceptResponse).
  requiresLogin: survey.requiresLogin !== false || Boolean(survey.adultOnly),
  adultOnly: Boolean(survey.adultOnly),
  allowEdit: survey.requiresLogin !== false && Boolean(survey.allowEdit),
  state: surveyState(survey),
  opensAt: survey.opensAt,
  closesAt: survey.closesAt ?? null,
  preview,
})

const toListing = (survey: Survey): SurveyListing => ({
  slug: survey.slug,
  title: survey.title,
  description: survey.description ?? null,
  closesAt: survey.closesAt ?? null,
})

/** Published surveys taking answers at `now`, the soonest to close first (those without an end last). */
async function openSurveys(now = Date.now()): Promise<Survey[]> {
  const open = [...(await allSurveys()).values()].filter((survey) => surveyState(survey, now) === 'open')
  const end = (survey: Survey) => (survey.closesAt ? Date.parse(survey.closesAt) : Infinity)
  return open.sort((a, b) => end(a) - end(b) || a.title.localeCompare(b.title, 'ko'))
}

/** The home page's list: every survey open now. */
export const listOpenSurveys = async (): Promise<SurveyListing[]> => (await openSurveys()).map(toListing)

/**
 * My page's list: the surveys open now, each marked when I answered it (a survey that keeps no
 * customer cannot know, and stays unmarked); null when signed out.
 */
export async function readMySurveys(): Promise<MySurvey[] | null> {
  const session = sessionCookieValue()
  if (!session || !(await readSessionUser())) return null
  const open = await openSurveys()
  const asked = open.filter((survey) => survey.requiresLogin !== false).map((survey) => survey.id)
  const answered = new Set<number>()
  if (asked.length) {
    const { docs } = await cms({ session }).find('survey-responses', { where: { survey: { in: asked } }, limit: asked.length, depth: 0, select: ['survey'] })
    for (const doc of docs) answered.add(typeof doc.survey === 'object' ? doc.survey.id : doc.survey)
  }
  return open.map((survey) => {
    const view = toView(survey)
    return { ...toListing(survey), answered: answered.has(survey.id), canEdit: answered.has(survey.id) && view.allowEdit }
  })
}

async function myResponse(session: string, surveyId: number) {
  const { docs } = await cms({ session }).find('survey-responses', { where: { survey: { equals: surveyId } }, limit: 1, depth: 0 })
  const doc = docs[0]
  return doc ? { id: doc.id, answers: doc.answers as Answer[] } : null
}

/**
 * A survey by its address, whether I am signed in, and my response; null for an unknown slug. A
 * staff member previewing it gets the newest draft instead, with no response of theirs.
 */
export async function readSurveyPage(slug: string): Promise<SurveyPageData | null> {
  const draft = await loadDraft<Survey>('surveys', `/survey/${slug}`)
  if (draft) return { survey: toView(draft, true), signedIn: Boolean(await readSessionUser()), mine: null }
  const survey = (await allSurveys()).get(slug)
  if (!survey) return null
  const view = toView(survey)
  const user = await readSessionUser()
  const session = sessionCookieValue()
  const signedIn = Boolean(user && session)
  const mine = signedIn && view.requiresLogin ? await myResponse(session!, survey.id) : null
  const identity = signedIn && view.adultOnly ? await readMyIdentity() : null
  return { survey: view, signedIn, mine, identity }
}

// Each refusal says why in Korean, as every refused call does over HTTP (the form itself redraws
// the page for these codes rather than showing the message).
const REFUSED = {
  'signed-out': { ok: false, code: 'signed-out', message: authErrorMessage('session/signed-out') },
  answered: { ok: false, code: 'answered', message: '이미 참여한 설문입니다.' },
  'not-open': { ok: false, code: 'not-open', message: '지금은 응답을 받지 않는 설문입니다.' },
  'not-editable': { ok: false, code: 'not-editable', message: '응답을 수정할 수 없는 설문입니다.' },
} as const satisfies Record<string, SubmitResult>

/** The CMS's refusals, as the form shows them. */
function refusal(error: unknown): SubmitResult {
  if (!(error instanceof CmsError)) throw error
  if (error.status === 401 || error.status === 403) return REFUSED['signed-out']
  if (error.status === 409) return REFUSED.answered
  if (error.status === 400) return { ok: false, code: 'invalid', message: error.consumerMessage }
  throw error
}

/**
 * A new response. One answer sent twice (a double click, a retry after a lost answer) carries the
 * same key, and the CMS keeps one response (its idempotentCreate); a second response of the same
 * customer it refuses (409).
 */
export async function submitResponse(input: { slug: string; answers: Answer[]; key: string }): Promise<SubmitResult> {
  const survey = (await allSurveys()).get(input.slug)
  if (!survey) return { ok: false, code: 'invalid', message: '설문을 찾을 수 없습니다.' }
  if (surveyState(survey) !== 'open') return REFUSED['not-open']
  const session = sessionCookieValue()
  const user = session ? await readSessionUser() : null
  // An anonymous survey keeps no customer: it is answered as a visitor even when signed in.
  const credential = survey.requiresLogin !== false ? (user && session ? { session } : null) : undefined
  if (credential === null) return REFUSED['signed-out']
  try {
    await cms(credential).create('survey-responses', { survey: survey.id, answers: input.answers }, { depth: 0 }, { idempotencyKey: input.key })
    return { ok: true }
  } catch (error) {
    return refusal(error)
  }
}

/** My response, changed, where the survey allows it. */
export async function editResponse(input: { slug: string; answers: Answer[] }): Promise<SubmitResult> {
  const survey = (await allSurveys()).get(input.slug)
  if (!survey) return { ok: false, code: 'invalid', message: '설문을 찾을 수 없습니다.' }
  if (surveyState(survey) !== 'open') return REFUSED['not-open']
  if (!survey.allowEdit || survey.requiresLogin === false) return REFUSED['not-editable']
  const session = sessionCookieValue()
  if (!session || !(await readSessionUser())) return REFUSED['signed-out']
  try {
    const mine = await myResponse(session, survey.id)
    if (!mine) return { ok: false, code: 'invalid', message: '수정할 응답이 없습니다.' }
    await cms({ session }).update('survey-responses', mine.id, { answers: input.answers }, { depth: 0 })
    return { ok: true }
  } catch (error) {
    return refusal(error)
  }
}
