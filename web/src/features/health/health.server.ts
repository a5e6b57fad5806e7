import { CMS_TIMEOUTS, cms } from '~/features/cms/cms-client.server'
import { contentPushListening, currentContentVersion, holdsCurrentContent } from '~/features/cms/public-content.server'
import { INSTANCE_ID, isDraining } from './lifecycle.server'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** True when the CMS answers its health check in time. */
async function isCmsUp(): Promise<boolean> {
  try {
    await cms().get<unknown>('/api/health', { timeoutMs: CMS_TIMEOUTS.probe, retry: false })
    return true
  } catch {
    return false
  }
}

/**
 * GET /api/health: the storefront is only fully useful when it can reach the CMS. `contentPush` says
 * whether edits arrive pushed (`listening`) or, for now, by the poll once a second (`polling`);
 * `content` which content version this instance knows, and whether all it holds is of it (false
 * while it reloads after an edit, or after a reload failed).
 */
export async function healthResponse(): Promise<Response> {
  const [up, version] = await Promise.all([isCmsUp(), currentContentVersion().catch(() => undefined)])
  const contentPush = contentPushListening() ? 'listening' : 'polling'
  return Response.json(
    {
      status: up ? 'ok' : 'unavailable',
      instance: INSTANCE_ID,
      cms: up ? 'up' : 'down',
      contentPush,
      content: { version: version ?? null, current: holdsCurrentContent() },
    },
    { status: up ? 200 : 503, headers: NO_STORE },
  )
}

/** GET /api/health/live: the process answers. Nothing else is asked, so a CMS outage never restarts it. */
export const livenessResponse = (): Response => Response.json({ status: 'live', instance: INSTANCE_ID }, { headers: NO_STORE })

/**
 * GET /api/health/ready: whether a load balancer should send it requests. Only a storefront that is
 * shutting down says no, and it asks nothing of the CMS: while the CMS is down it still serves every public page it has rendered
 * (docs/decisions/0025), so taking every replica out then would serve nothing at all.
 */
export function readinessResponse(): Response {
  if (isDraining()) return Response.json({ status: 'draining', instance: INSTANCE_ID }, { status: 503, headers: NO_STORE })
  return Response.json({ status: 'ready', instance: INSTANCE_ID }, { headers: NO_STORE })
}
