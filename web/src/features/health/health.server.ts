import { CMS_TIMEOUTS, cms } from '~/features/cms/cms-client.server'
import { contentPushListening, currentContentVersion, holdsCurrentContent } from '~/features/cms/public-content.server'

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
 * whether edits arrive pushed (`listening`) or, for now, by the poll once a second (`polling`);
 * `content` which content version this instance knows, and whether all it holds is of it (false
 * while it reloads after an edit, or after a reload failed).
 */
export async function healthResponse(): Promise<Response> {
  const [up, version] = await Promise.all([isCmsUp(), currentContentVersion().catch(() => undefined)])
  const contentPush = contentPushListening() ? 'listening' : 'polling'
  return Response.json(
    { status: up ? 'ok' : 'unavailable', cms: up ? 'up' : 'down', contentPush, content: { version: version ?? null, current: holdsCurrentContent() } },
    { status: up ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
