import { isCmsUp } from '~/features/cms/cms.server'

/** GET /api/health: the storefront is only useful when it can reach the CMS. */
export async function healthResponse(): Promise<Response> {
  const up = await isCmsUp()
  return Response.json(
    { status: up ? 'ok' : 'unavailable', cms: up ? 'up' : 'down' },
    { status: up ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
