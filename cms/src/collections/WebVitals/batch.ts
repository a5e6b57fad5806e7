import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { APIError, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'
import { type VitalReport, vitalBatch } from '@storefront/rules/web-vitals'
import { fromStorefrontServer } from '@/access/fromStorefrontServer'
import { refuseNonObjectJson } from '@/endpoints/jsonObjectBody'
import { dbFor } from '@/lib/db'

/**
 * POST /api/web-vitals/batch `{ reports }` — the storefront's server hands over what its visitors'
 * browsers reported since its last batch, in one statement: Payload's REST API creates one
 * document a request. Only with the collection's create access (the storefront's credential).
 */
export const batchEndpoint: Endpoint = {
  path: '/batch',
  method: 'post',
  handler: async (req) => {
    if (!fromStorefrontServer({ req })) throw new APIError('이 요청을 처리할 권한이 없습니다.', 403, null, true)
    const parsed = vitalBatch.safeParse(await refuseNonObjectJson(req))
    if (!parsed.success) throw new APIError(`측정값 형식이 올바르지 않습니다. ${z.prettifyError(parsed.error)}`, 400, null, true)
    await insertReports(req, parsed.data.reports)
    return Response.json({ created: parsed.data.reports.length }, { status: 201, headers: { 'cache-control': 'no-store' } })
  },
}

/** Every report in one INSERT (createdAt and updatedAt: the database's now()). */
async function insertReports(req: PayloadRequest, reports: VitalReport[]): Promise<void> {
  const db = await dbFor(req.payload, req)
  const table = (req.payload.db as unknown as PostgresAdapter).tables.web_vitals!
  await db.insert(table).values(reports)
}
