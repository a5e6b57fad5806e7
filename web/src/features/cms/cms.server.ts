import { serverEnv } from '~/env.server'
import { cachedLoader } from './ttl-cache'
import type { Footer, Site } from '@storefront/cms/payload-types'

// Server-side access to the CMS REST API. Public content is served from memory and refreshed
// in the background after a few seconds, so pages do not wait on the CMS (a later change lets
// a CMS hook invalidate it instead).

const TIMEOUT_MS = 5_000
// Health checks (load balancer, start-up scripts) give up after a few seconds themselves.
const HEALTH_TIMEOUT_MS = 2_000
const PUBLIC_CONTENT_TTL_MS = 10_000

async function cmsGet<T>(path: string, timeoutMs = TIMEOUT_MS): Promise<T> {
  const url = `${serverEnv().cmsUrl}${path}`
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) throw new Error(`CMS answered ${response.status} for GET ${path}`)
  return (await response.json()) as T
}

export const getFooter = cachedLoader(() => cmsGet<Footer>('/api/globals/footer'), PUBLIC_CONTENT_TTL_MS)

export const getSite = cachedLoader(() => cmsGet<Site>('/api/globals/site'), PUBLIC_CONTENT_TTL_MS)

/** True when the CMS answers its health check in time. */
export async function isCmsUp(): Promise<boolean> {
  try {
    await cmsGet<unknown>('/api/health', HEALTH_TIMEOUT_MS)
    return true
  } catch {
    return false
  }
}
