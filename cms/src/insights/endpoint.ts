import { APIError, type Endpoint } from 'payload'
import { readsInsights } from '@/access/readsInsights'
import { csvResponse } from '@/lib/csv'
import { csvRows } from './figure'
import { insightsFilter } from './period'
import { sections } from './sections'

/**
 * GET /api/insights/{section}[?weeks=4|12|52 | from=YYYY-MM-DD&to=YYYY-MM-DD][&shop={id}][&question={survey}:{question}]
 * — one section's figures as JSON (what the view shows, for scripts and the journeys), or with
 * `format=csv&figure={key}` one figure's table as CSV. Every staff role reads them; a visitor gets
 * 401 and a customer 403 (docs/product.md#insights).
 */
export const insightsEndpoint: Endpoint = {
  path: '/insights/:section',
  method: 'get',
  handler: async (req) => {
    if (!req.user) throw new APIError('로그인이 필요합니다.', 401, null, true)
    if (!readsInsights(req.user)) throw new APIError('운영 지표를 볼 권한이 없습니다.', 403, null, true)
    const section = sections.find(({ key }) => key === req.routeParams?.section)
    if (!section) throw new APIError(`없는 항목입니다. 다음 가운데 하나를 고르세요: ${sections.map(({ key }) => key).join(', ')}`, 404, null, true)
    const filter = insightsFilter(req.searchParams)
    const figures = await section.load(req.payload, filter)
    if (req.searchParams.get('format') === 'csv') {
      const figure = figures.find(({ key }) => key === req.searchParams.get('figure'))
      if (!figure) throw new APIError(`표를 고르세요: ${figures.map(({ key }) => `figure=${key}`).join(', ')}`, 400, null, true)
      // A staff read of aggregates, no row naming a customer: not a bulk read of personal data, so
      // no reason is asked and no access record kept (docs/decisions/0077 covers personal data).
      const period = filter.range ? `${filter.range.from}_${filter.range.to}` : `${filter.preset}w-${filter.weeks.at(-1)}`
      return csvResponse(csvRows(figure), `insights-${section.key}-${figure.key}-${period}${filter.shop ? `-shop${filter.shop}` : ''}.csv`)
    }
    return Response.json(
      {
        section: section.key,
        title: section.title,
        filter: { from: filter.from, to: filter.to, weeks: filter.weeks, shop: filter.shop, question: filter.question, problem: filter.problem },
        figures: figures.map(({ rowLabel: _, ...figure }) => figure),
      },
      { headers: { 'cache-control': 'no-store' } },
    )
  },
}
