import { CMS_TIMEOUTS, cms } from '~/features/cms/cms-client.server'

/** True when the CMS answers its health check in time. */
async function isCmsUp(): Promise<boolean> {
  try {
    await cms().get<unknown>('/api/health', { timeoutMs: CMS_TIMEOUTS.probe })
    return true
  } catch {
    return false
  }
}

/** GET /api/health: the storefront is only useful when it can reach the CMS. */
export async function healthResponse(): Promise<Response> {
  const up = await isCmsUp()
  return Response.json({ status: up ? 'ok' : 'unavailable', cms: up ? 'up' : 'down' }, { status: up ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
