// In development Next serves its pages' scripts to one origin only: the admin panel opened at
// http://127.0.0.1:3001/admin (the address form the terminal prints for other services) was a
// blank white page. The loopback address a newcomer typed is sent to the panel's own address,
// where its cookie and its scripts live. Only in development, and only from a loopback address to
// a loopback address: behind a load balancer that rewrites Host, a redirect could loop.
const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost'])

/** Where to send a development request for an admin page at another loopback address than the panel's; null to serve it. */
export function devAdminAddress(url: URL, publicUrl: string | undefined, { dev }: { dev: boolean }): URL | null {
  if (!dev || !publicUrl) return null
  const panel = new URL(publicUrl)
  const admin = url.pathname === '/admin' || url.pathname.startsWith('/admin/')
  if (!admin || url.host === panel.host || !LOOPBACK.has(url.hostname) || !LOOPBACK.has(panel.hostname)) return null
  return new URL(`${url.pathname}${url.search}`, panel)
}
