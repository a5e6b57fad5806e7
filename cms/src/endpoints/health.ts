import { sql } from '@payloadcms/db-postgres'
import type { Endpoint, PayloadRequest } from 'payload'
import { INSTANCE_ID, isDraining, isWarming } from '@storefront/rules/lifecycle.server'

const headers = { 'cache-control': 'no-store' }

/** 200 only while PostgreSQL answers. */
async function databaseCheck(req: PayloadRequest): Promise<Response> {
  try {
    await req.payload.db.drizzle.execute(sql`select 1`)
    return Response.json({ status: 'ok', instance: INSTANCE_ID, database: 'up' }, { headers })
  } catch (error) {
    req.payload.logger.error({ err: error, msg: 'health check: database query failed' })
    return Response.json({ status: 'degraded', instance: INSTANCE_ID, database: 'down' }, { status: 503, headers })
  }
}

/** GET /api/health: the deep check the start scripts and monitoring poll. */
export const health: Endpoint = { path: '/health', method: 'get', handler: databaseCheck }
const notReady = (status: 'draining' | 'warming') => Response.json({ status, instance: INSTANCE_ID }, { status: 503, headers })

/**
 * GET /api/health/ready: what the load balancer and the start scripts check. Also 503 while the
 * server warms its admin panel up after starting, and from SIGTERM on, while the process still
 * serves what the balancer sent before it saw that (docs/decisions/0043).
 */
export const healthReady: Endpoint = {
  path: '/health/ready',
  method: 'get',
  handler: (req) => (isDraining() ? notReady('draining') : isWarming() ? notReady('warming') : databaseCheck(req)),
}
/** The process answers: nothing else is asked, so a database outage never restarts it. */
export const healthLive: Endpoint = {
  path: '/health/live',
  method: 'get',
  handler: () => Response.json({ status: 'live', instance: INSTANCE_ID }, { headers }),
}
