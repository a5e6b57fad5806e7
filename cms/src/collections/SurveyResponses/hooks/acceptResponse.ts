import { createHash } from 'node:crypto'
import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { hasRole, isCustomerUser } from '@/access/roles'
import { checkAnswers, type Question } from '@storefront/rules/survey-answers'
import { relationId } from '@storefront/rules/relation-id'
import { verifiedPersonOf } from '@/collections/Customers/identity/verifiedAdult'

const refuse = (message: string, status = 400) => new APIError(message, status, null, true)

/**
 * A response to an open survey: signed in when the survey says so (then one per customer, editable
 * only where allowed), anonymous otherwise (no customer kept). An adult-only survey takes verified
 * adults only, one response per person whatever their accounts (docs/decisions/0060). Answers
 * are checked and normalised.
 */
export const acceptResponse: CollectionBeforeChangeHook = async ({ context, data, operation, originalDoc, req }) => {
  // The retention task unlinking a year-old response from its customer (jobs/retention): no answer changes.
  if (context.retention && operation === 'update') return data
  const survey = await req.payload.findByID({ collection: 'surveys', id: relationId(data.survey ?? originalDoc?.survey)!, depth: 0, req, disableErrors: true })
  // A survey never published is not there for anyone answering it.
  if (!survey || survey._status !== 'published') throw refuse('설문을 찾을 수 없습니다.', 404)
  const now = Date.now()
  const open = now >= Date.parse(survey.opensAt) && (!survey.closesAt || now <= Date.parse(survey.closesAt))
  const customer = isCustomerUser(req.user)
  if (!open && !hasRole(req.user, 'admin')) throw refuse('응답 기간이 아닌 설문입니다.')

  const checked = checkAnswers(survey.questions as Question[], data.answers ?? originalDoc?.answers)
  if ('error' in checked) throw refuse(checked.error)
  const result = { ...data, answers: checked.answers }

  if (operation === 'update') {
    if (customer && !survey.allowEdit) throw refuse('응답을 수정할 수 없는 설문입니다.')
    return result
  }
  // An admin entering a response (e.g. from a paper form) records no customer either.
  if ((!survey.requiresLogin && !survey.adultOnly) || hasRole(req.user, 'admin')) return { ...result, customer: null, respondentKey: null }
  if (!customer) throw refuse('로그인한 뒤 응답할 수 있습니다.', 401)
  // Per person on an adult-only survey, under a digest of its own: staff read the key, never the person key.
  const respondentKey = survey.adultOnly
    ? `${survey.id}:person:${createHash('sha256')
        .update(`${survey.id}:${await verifiedPersonOf(req, req.user!.id)}`)
        .digest('base64url')}`
    : `${survey.id}:${req.user!.id}`
  const { totalDocs } = await req.payload.count({ collection: 'survey-responses', where: { respondentKey: { equals: respondentKey } }, req })
  if (totalDocs > 0) throw refuse('이미 응답한 설문입니다.', 409)
  return { ...result, customer: req.user!.id, respondentKey }
}
