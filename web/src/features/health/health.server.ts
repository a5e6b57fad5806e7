import { CMS_TIMEOUTS, cms } from '~/features/cms/cms-client.server'
import { contentPushListening, currentContentVersion } from '~/features/cms/public-content.server'

/** True when the CMS answers its health check in time. */
async function isCmsUp(): Promise<boolean> {
  try {
    await cms().get<unknown>('/api/health', { timeoutMs: CMS_TIMEOUTS.probe })
    return true
  } catch {
    return false
  }
}

/**
 * GET /api/health: the storefront is only useful when it can reach the CMS. `contentPush` says
 * whether edits arrive pushed (`listening`) or, for now, by the poll once a second (`polling`).
 */
export async function healthResponse(): Promise<Response> {
  const [up] = await Promise.all([isCmsUp(), currentContentVersion().catch(() => undefined)])
  const contentPush = contentPushListening() ? 'listening' : 'polling'
  return Response.json(
    { status: up ? 'ok' : 'unavailable', cms: up ? 'up' : 'down', contentPush },
    { status: up ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
