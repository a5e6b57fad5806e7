import ipaddr from 'ipaddr.js'
import { LRUCache } from 'lru-cache'
import { withSecurityHeaders } from '~/features/security/security-headers.server'
import { PRIVATE_CACHE_CONTROL } from './page-response.server'
import type { RenderPage } from './public-page-cache.server'

// Every client's renders that no cache answered, on a token bucket (docs/decisions/0078): anyone
// who varies a query string would otherwise spend the storefront's CPU for every visitor. A page
// from the render cache costs nothing, so a client over its budget still gets every cached page.

export interface RenderBudgetOptions {
  /** Renders a client gets back each second. */
  perSecond: number
  /** Renders a client may make at once after a quiet while (the bucket's size). */
  burst: number
  /** Clients remembered at most; the least recently seen is forgotten first (memory stays bounded). */
  maxClients?: number
  /** Milliseconds of a monotonic clock (tests). */
  now?: () => number
}

export type RenderAdmission = { ok: true } | { ok: false; retryAfterSeconds: number }

/**
 * Whom a budget counts: an IPv4 address as it is, an IPv6 address by its /64 (one household's or
 * phone's network: a client there picks any of 2^64 addresses at will). An IPv4 address written
 * as IPv6 (`::ffff:203.0.113.7`, a dual-stack socket's) is that IPv4 address.
 */
export function budgetKey(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`
}

/** A token bucket per client, in this process's memory (docs/decisions/0078 says why not PostgreSQL). */
export function createRenderBudget({ perSecond, burst, maxClients = 50_000, now = () => performance.now() }: RenderBudgetOptions) {
  const buckets = new LRUCache<string, { tokens: number; at: number }>({
    max: maxClients,
    // A bucket left alone this long is full again, the same as none: it goes.
    ttl: Math.ceil((burst / perSecond) * 1000),
    ttlAutopurge: false,
    perf: { now },
    ttlResolution: 0,
  })
  return {
    /** Spends one render of `address`'s budget, or says how many seconds until one is back. */
    spend(address: string): RenderAdmission {
      const key = budgetKey(address)
      const at = now()
      const bucket = buckets.get(key)
      const tokens = bucket ? Math.min(burst, bucket.tokens + ((at - bucket.at) / 1000) * perSecond) : burst
      if (tokens < 1) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perSecond)) }
      buckets.set(key, { tokens: tokens - 1, at })
      return { ok: true }
    },
  }
}

export type RenderBudget = ReturnType<typeof createRenderBudget>

/**
 * `render` spending `client`'s budget on each call: each call is a render no cache answered (the
 * render cache calls it on a miss only), so a page from the cache never spends any. A refusal is
 * told to `onRefused` with its wait in seconds.
 */
export const budgetedRender =
  (render: RenderPage, budget: RenderBudget, client: string, onRefused: (retryAfterSeconds: number) => void = () => {}): RenderPage =>
  async (request, cspNonce) => {
    const admission = budget.spend(client)
    if (admission.ok) return render(request, cspNonce)
    onRefused(admission.retryAfterSeconds)
    return tooManyRendersResponse(admission.retryAfterSeconds)
  }

/**
 * How long a refusal is held before it is sent: a script that asks again as soon as it is answered
 * (as a bot does, on as many connections as it likes) asks once a second per connection instead of
 * spending the CPU of cached pages' visitors on its refusals. The refusal holds no slot of the
 * render cache, only its socket.
 */
export const REFUSAL_HOLD_MS = 1_000

export const TOO_MANY_RENDERS_MESSAGE = '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.'

// Plain HTML from the server, no app and no render: a refusal must cost less than what it refuses.
const TOO_MANY_RENDERS_HTML = new TextEncoder().encode(
  `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>잠시 후 다시 시도해 주세요</title></head><body><h1>${TOO_MANY_RENDERS_MESSAGE}</h1></body></html>`,
)

/** The answer to a render past the client's budget: 429, when to try again, a short Korean page. */
export function tooManyRendersResponse(retryAfterSeconds: number): Response {
  return withSecurityHeaders(
    new Response(TOO_MANY_RENDERS_HTML, {
      status: 429,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        // Too small to be worth compressing (page-response.server.ts sends it as it is).
        'content-length': String(TOO_MANY_RENDERS_HTML.byteLength),
        'retry-after': String(retryAfterSeconds),
        'cache-control': PRIVATE_CACHE_CONTROL,
      },
    }),
  )
}

// Not page renders: the app's own calls while a visitor navigates (server functions, which the
// writes among them limit themselves), API routes (the health check a load balancer asks), the
// build id a tab polls.
const NOT_A_PAGE = /^\/(_serverFn|api|builds)(\/|$)/

/** Whether `request` is a page the app renders (and so spends its client's budget when no cache answers it). */
export const isPageRender = (request: Request, pathname: string) => (request.method === 'GET' || request.method === 'HEAD') && !NOT_A_PAGE.test(pathname)
