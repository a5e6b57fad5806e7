// The admin panel and staff's API requests, kept to the networks ADMIN_ALLOWED_NETWORKS names
// (docs/decisions/0077). Checked in one place, the CMS's proxy, before Payload or the panel sees a
// request; a refused attempt becomes an 접속기록 점검 결과 (access-alerts, kind `network`), one
// row per address and Seoul day counting its attempts, where admins read the other flags.
import ipaddr from 'ipaddr.js'
import { decodeJwt } from 'jose'
import pg from 'pg'
import { z } from 'zod'
import { seoulDay } from '@storefront/rules/seoul-date'

type Network = [ipaddr.IPv4 | ipaddr.IPv6, number]

/** `ADMIN_ALLOWED_NETWORKS`: comma-separated CIDRs, IPv4 or IPv6; unset or empty, no rule (null). */
export const adminNetworks = z
  .string()
  .optional()
  .transform((value, context): Network[] | null => {
    const entries = (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    if (entries.length === 0) return null
    const networks: Network[] = []
    for (const entry of entries) {
      try {
        networks.push(ipaddr.parseCIDR(entry))
      } catch {
        context.addIssue({ code: 'custom', message: `"${entry}" is not a CIDR (e.g. 203.0.113.0/24, 2001:db8::/32)` })
      }
    }
    return networks
  })

type AdminNetworks = z.output<typeof adminNetworks>

export const ADMIN_NETWORK_MESSAGE = '관리자 화면과 직원용 API는 회사 네트워크(사무실·VPN)에서만 쓸 수 있습니다.'

/** Whether `address` (as cms/server.mjs saw it, `::ffff:`-mapped IPv4 included) lies in one of `networks`. */
function inNetworks(address: string, networks: Network[]): boolean {
  if (!ipaddr.isValid(address)) return false
  const parsed = ipaddr.process(address)
  return networks.some((network) => parsed.kind() === network[0].kind() && parsed.match(network))
}

/** Payload's own staff token, from its cookie or an Authorization header; consumers' Firebase tokens name no collection. */
function carriesStaffToken(headers: Headers): boolean {
  const cookie = /(?:^|;\s*)payload-token=([^;]+)/.exec(headers.get('cookie') ?? '')?.[1]
  const bearer = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1]
  return [cookie, bearer].some((token) => {
    // Undecoded is enough: the rule only refuses, and a token Payload would not accept opens nothing either way.
    try {
      return token !== undefined && decodeJwt(token).collection === 'users'
    } catch {
      return false
    }
  })
}

/**
 * What the rule covers: the admin panel, the staff accounts' endpoints (login among them), and any
 * API request that carries a staff token. Not the storefront's server or its consumers' calls.
 */
function staffRequest(pathname: string, headers: Headers): boolean {
  const under = (base: string) => pathname === base || pathname.startsWith(`${base}/`)
  return under('/admin') || under('/api/users') || (under('/api') && carriesStaffToken(headers))
}

let pool: pg.Pool | undefined

/** One row per address and Seoul day, its attempts counted: a scanner hammering the panel adds to one row. */
async function recordRefusal(databaseUrl: string, address: string, path: string, now = new Date()): Promise<void> {
  pool ??= new pg.Pool({ connectionString: databaseUrl, max: 2, connectionTimeoutMillis: 5_000 })
  const day = seoulDay(now)
  await pool.query(
    `INSERT INTO access_alerts (key, day, kind, ip, path, attempts, created_at, updated_at)
     VALUES ($1, $2, 'network', $3, $4, 1, $5, $5)
     ON CONFLICT (key) DO UPDATE SET attempts = coalesce(access_alerts.attempts, 0) + 1, path = excluded.path, updated_at = excluded.updated_at`,
    [`network:${day}:${address}`, day, address.slice(0, 100), path.slice(0, 300), now.toISOString()],
  )
}

const page = (address: string) => `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>접속할 수 없습니다</title></head>
<body>
<h1>관리자 화면에 접속할 수 없습니다</h1>
<p>${ADMIN_NETWORK_MESSAGE}</p>
<p>지금 접속한 주소(${address.replace(/[^\w.:]/g, '')})는 허용된 네트워크가 아닙니다. 사무실에서 접속하거나 회사 VPN에 연결한 뒤 다시 시도하세요.</p>
</body></html>`

/** The answer to a covered request from outside `networks`: a Korean page for the panel, a Korean JSON error for the API. */
function refusalResponse(pathname: string, address: string, headers: Record<string, string>): Response {
  if (pathname.startsWith('/api')) {
    return Response.json({ errors: [{ message: ADMIN_NETWORK_MESSAGE }] }, { status: 403, headers: { ...headers, 'cache-control': 'no-store' } })
  }
  return new Response(page(address), { status: 403, headers: { ...headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}

type Rule = { networks: AdminNetworks; databaseUrl: string; client: (headers: Headers) => string }

/** The proxy's check: null when the rule lets `request` through; otherwise the refusal, once the attempt is recorded. */
export async function adminNetworkRefusal(
  request: Request,
  { networks, databaseUrl, client }: Rule,
  headers: Record<string, string>,
): Promise<Response | null> {
  const { pathname } = new URL(request.url)
  if (!networks || !staffRequest(pathname, request.headers)) return null
  const address = client(request.headers)
  if (inNetworks(address, networks)) return null
  try {
    await recordRefusal(databaseUrl, address, pathname)
  } catch (error) {
    // The refusal stands whether or not it could be written down.
    console.error('[admin-networks] could not record a refused attempt', error)
  }
  return refusalResponse(pathname, address, headers)
}
