import { type NextRequest, NextResponse } from 'next/server'
import { cmsClientAddress } from '@storefront/rules/client-receipt.server'
import { env } from './env'
import { adminNetworkRefusal } from './lib/adminNetworks'
import { CROSS_SITE_MESSAGE, isCrossSiteWrite } from './lib/crossSite'
import { devAdminAddress } from './lib/devAdminAddress'
import { adminPolicy, API_POLICY, HSTS } from './lib/securityHeaders'

// Next's proxy (formerly middleware) runs before every matched request: the admin panel gets a
// CSP with a fresh nonce, which Next reads from the request's CSP header and stamps on its own
// inline scripts; everything else (the API, files) a policy that allows nothing.
// It also refuses, before Payload sees them, writes a browser made from another origin, and in
// development sends the panel opened at 127.0.0.1 to its own address (lib/devAdminAddress), and
// keeps the panel and staff's API requests to ADMIN_ALLOWED_NETWORKS (lib/adminNetworks).
export async function proxy(request: NextRequest) {
  const panel = devAdminAddress(request.nextUrl, env.CMS_PUBLIC_URL, { dev: process.env.NODE_ENV !== 'production' })
  if (panel) return NextResponse.redirect(panel, 307)
  const refused = await adminNetworkRefusal(request, adminNetworkRule, { 'Content-Security-Policy': API_POLICY })
  if (refused) return refused
  if (isCrossSiteWrite(request.method, request.headers, [env.CMS_PUBLIC_URL, request.nextUrl.origin])) {
    return NextResponse.json(
      { errors: [{ message: CROSS_SITE_MESSAGE }] },
      { status: 403, headers: { 'Content-Security-Policy': API_POLICY, 'Cache-Control': 'no-store' } },
    )
  }
  const admin = request.nextUrl.pathname === '/admin' || request.nextUrl.pathname.startsWith('/admin/')
  const policy = admin ? adminPolicy(btoa(crypto.randomUUID()), { dev: process.env.NODE_ENV !== 'production' }) : API_POLICY
  const requestHeaders = new Headers(request.headers)
  if (admin) requestHeaders.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('Content-Security-Policy', policy)
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  if (process.env.NODE_ENV === 'production' && https) response.headers.set('Strict-Transport-Security', HSTS)
  return response
}

const adminNetworkRule = {
  networks: env.ADMIN_ALLOWED_NETWORKS,
  databaseUrl: env.DATABASE_URL,
  client: (headers: Headers) => cmsClientAddress(headers, env.TRUSTED_PROXY_HOPS, env.SESSION_RECEIPT_SECRET),
}

export const config = {
  // Next's hashed build files need no policy (they get the common headers from next.config.ts).
  matcher: ['/((?!_next/static|_next/image).*)'],
}
