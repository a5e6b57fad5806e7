import { sql } from '@payloadcms/db-postgres'
import type { Endpoint, PayloadRequest } from 'payload'

/** Load balancers and the start scripts poll this: 200 only while PostgreSQL answers. */
export const health: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    const headers = { 'cache-control': 'no-store' }
    try {
      await req.payload.db.drizzle.execute(sql`select 1`)
      return Response.json({ status: 'ok', database: 'up' }, { headers })
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'health check: database query failed' })
      return Response.json({ status: 'degraded', database: 'down' }, { status: 503, headers })
    }
  },
}
