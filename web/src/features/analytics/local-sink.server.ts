import { z } from 'zod'
import { serverEnv } from '~/env.server'
import { readTextUpTo } from '~/features/input/bounded-body.server'
import type { PageView } from './types'

// The observable stand-in for Firebase Analytics on local runs: POST /api/analytics logs each
// page view and keeps the last ones; GET returns them (e2e tests read them there).

const KEEP = 1000
const received: Array<PageView & { receivedAt: string }> = []

const pageView = z.object({
  route: z.string().min(1).max(200),
  path: z.string().startsWith('/').max(2048),
  location: z.url().max(4096),
})

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

const notHere = () => new Response('Not Found', { status: 404 })

export async function receivePageView(request: Request): Promise<Response> {
  if (!serverEnv().localRun) return notHere()
  const text = await readTextUpTo(request, 16 * 1024)
  const parsed = pageView.safeParse(typeof text === 'string' && text !== 'too-large' ? parseJson(text) : null)
  if (!parsed.success) return Response.json({ error: z.prettifyError(parsed.error) }, { status: 400 })
  received.push({ ...parsed.data, receivedAt: new Date().toISOString() })
  if (received.length > KEEP) received.shift()
  console.log(`[analytics] page_view ${parsed.data.route} ${parsed.data.path}`)
  return new Response(null, { status: 204 })
}

export function listPageViews(): Response {
  if (!serverEnv().localRun) return notHere()
  return Response.json({ events: received }, { headers: { 'Cache-Control': 'no-store' } })
}
