import { APIError, type Endpoint } from 'payload'
import { hasRole } from '@/access/roles'
import { requireReason } from '@/collections/AccessRecords/reason'
import { recordAccess } from '@/collections/AccessRecords/recordAccess'
import { csvResponse } from '@/lib/csv'
import { rowId } from '@/lib/rowId'
import type { Customer } from '@/payload-types'
import { seoulDateTime } from '@storefront/rules/seoul-date'
import type { Answer, Question } from '@storefront/rules/survey-answers'
import { RANGE_PROBLEMS, responseRange, responsesWithin } from '../Surveys/results/range'

const cell = (value: unknown) => (Array.isArray(value) ? value.join(', ') : value === undefined || value === null ? '' : String(value))

/**
 * GET /api/survey-responses/export?survey={id}&reason={사유}[&from=YYYY-MM-DD&to=YYYY-MM-DD] — one survey's
 * responses as CSV (those of a period of Korean days when given, as the results tab shows it), a column per
 * question (managers and admins export, docs/product.md#roles-and-rights). UTF-8 with a BOM so Excel reads the Korean;
 * times in Korea time, as a spreadsheet reads them (2026-11-24 21:08:05).
 * Answers come from anyone: lib/csv writes a cell that starts like a formula as text.
 */
export const exportEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin', 'manager')) throw new APIError('설문 응답을 내보낼 권한이 없습니다.', 403, null, true)
    // A bulk download of personal data gives its reason first; the access record keeps it (docs/decisions/0077).
    requireReason(req)
    // A survey id is a row's; anything else ("1.5", "1e400") never reaches the query.
    const id = rowId(req.searchParams.get('survey'))
    const survey = id ? await req.payload.findByID({ collection: 'surveys', id, depth: 0, disableErrors: true }) : null
    if (!survey) throw new APIError('설문을 지정하세요: ?survey={설문 ID}', 400, null, true)
    const range = responseRange(req.searchParams.get('from') ?? undefined, req.searchParams.get('to') ?? undefined)
    // A file cut to other days than asked would pass for the asked ones: refuse rather than guess.
    if (range.problem) throw new APIError(RANGE_PROBLEMS[range.problem], 400, null, true)
    const { docs } = await req.payload.find({
      collection: 'survey-responses',
      where: responsesWithin(survey.id, range),
      pagination: false,
      depth: 1,
      sort: 'createdAt',
    })
    // An export is an access of its own kind (docs/decisions/0062): one record naming the customers in the file.
    recordAccess({ req, collection: 'survey-responses', operation: 'export', docs })
    const questions = survey.questions as Question[]
    const rows = [['응답 ID', '제출 일시(한국 시간)', '수정 일시(한국 시간)', '고객 이메일', ...questions.map((q) => q.question)].map(cell)]
    for (const response of docs) {
      const answers = new Map((response.answers as Answer[]).map((a) => [a.question, a.value]))
      const email = (response.customer as Customer | null | undefined)?.email
      rows.push(
        [
          response.id,
          seoulDateTime(new Date(response.createdAt)),
          seoulDateTime(new Date(response.updatedAt)),
          email,
          ...questions.map((q) => answers.get(q.id!)),
        ].map(cell),
      )
    }
    return csvResponse(rows, `survey-${survey.slug}-responses${range.from || range.to ? `-${range.from ?? 'start'}_${range.to ?? 'now'}` : ''}.csv`)
  },
}
