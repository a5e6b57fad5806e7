import { addDataAndFileToRequest, APIError, type Endpoint } from 'payload'
import { seoulDay } from '@storefront/rules/seoul-date'
import { importSerials } from './importSerials'
import { refuseNonObjectJson } from '@/endpoints/jsonObjectBody'

/**
 * POST /api/serials/import — a CSV as the multipart field `file` (the admin panel's import button)
 * or as a text/csv body. Answers the per-row report: 200 when imported, 422 when nothing was.
 */
export const importEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    const mayCreate = await req.payload.collections.serials.config.access.create({ req })
    if (!mayCreate) throw new APIError('정품 일련번호를 가져올 권한이 없습니다.', 403, null, true)
    let text: string
    let name = 'CSV'
    if (req.headers.get('content-type')?.startsWith('text/csv')) {
      text = await req.text!()
    } else {
      await refuseNonObjectJson(req)
      await addDataAndFileToRequest(req)
      if (!req.file) throw new APIError('CSV 파일을 첨부하세요.', 400, null, true)
      text = req.file.data.toString('utf8')
      name = req.file.name
    }
    // PostgreSQL refuses NUL in text: a file holding one is not a CSV of serials.
    if (text.includes('\u0000')) throw new APIError('CSV 파일에 쓸 수 없는 문자가 들어 있습니다. 파일을 다시 저장해 올려 주세요.', 400, null, true)
    const report = await importSerials(req.payload, text, `${name} · ${seoulDay(new Date())}`)
    return Response.json(report, { status: report.imported > 0 ? 200 : 422 })
  },
}
