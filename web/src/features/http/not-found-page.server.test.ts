import { describe, expect, it, vi } from 'vitest'
import { buildRedirectTable } from '~/features/navigation/redirect-table'
import { stubLocalServerEnv } from '~/test/local-server-env'

// The 404 page of unknown addresses from one render (not-found-page.server.ts), with the route
// table of the app itself. The render is a stand-in that writes what the root's not-found writes:
// the address in its line, the render's nonce on its inline script and in the meta the app reads.
stubLocalServerEnv()
vi.stubEnv('PROD', true)
const { createNotFoundPages, isPlainUnknownAddress } = await import('./not-found-page.server')

function setup({ status = 404 }: { status?: number } = {}) {
  let version = 'v1'
  let clock = 0
  const redirects = buildRedirectTable([{ from: '/old-event', to: { type: 'custom', url: '/shops' }, type: '301' }], 'http://localhost:3000')
  const notFoundPage = createNotFoundPages({ currentVersion: async () => version, redirects: async () => redirects, now: () => clock })
  const rendered = vi.fn()
  const render = async (request: Request, nonce: string) => {
    const { pathname } = new URL(request.url)
    rendered(pathname)
    const html = `<html><head><meta property="csp-nonce" content="${nonce}"></head><body><h1>${version}</h1><p>Page not found: ${pathname}</p><script nonce="${nonce}">$_TSR={}</script></body></html>`
    return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8' } })
  }
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const request = new Request(`http://localhost:3000${path}`, { headers })
    const response = await notFoundPage(request, new URL(request.url), render)
    return response && { response, html: await response.text() }
  }
  return {
    get,
    rendered,
    edit: () => (version = `${version}+`),
    wait: (ms: number) => (clock += ms),
  }
}

describe('the 404 page of unknown addresses', () => {
  it('tells unknown addresses from the routes’, and answers only plain ones', () => {
    for (const path of ['/wp-login.php', '/.env', '/no/such/page', '/device/nope', '/api/nope'])
      expect(isPlainUnknownAddress(new URL(`http://localhost${path}`)), path).toBe(true)
    // Routes (a page, a layout with what is left of the path, a dynamic segment), and addresses a render writes differently.
    for (const path of ['/', '/shops', '/shops/x', '/posts/abc', '/user/nope', '/no/such/', '/no%20such', '/없는', '/no?x=1', '/a//b'])
      expect(isPlainUnknownAddress(new URL(`http://localhost${path}`)), path).toBe(false)
  })

  it('renders once for every unknown address, each answered with its own line, the hashes of the scripts and no nonce', async () => {
    const { get, rendered } = setup()
    const pages = await Promise.all(['/wp-login.php', '/.env', '/no/such/page'].map((path) => get(path)))
    expect(rendered).toHaveBeenCalledTimes(1)
    expect(rendered).toHaveBeenCalledWith('/__not-found__')
    for (const [index, path] of ['/wp-login.php', '/.env', '/no/such/page'].entries()) {
      const { response, html } = pages[index]!
      expect(response.status).toBe(404)
      expect(html).toContain(`<p>Page not found: ${path}</p>`)
      expect(html).not.toContain('__not-found__')
      expect(html).not.toContain('nonce')
      expect(response.headers.get('content-security-policy')).toMatch(/'sha256-/)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    }
  })

  it('renders again when the content changes, and after a minute', async () => {
    const { get, rendered, edit, wait } = setup()
    expect((await get('/a'))?.html).toContain('<h1>v1</h1>')
    edit()
    expect((await get('/b'))?.html).toContain('<h1>v1+</h1>')
    await get('/c')
    expect(rendered).toHaveBeenCalledTimes(2)
    wait(60_000)
    await get('/d')
    expect(rendered).toHaveBeenCalledTimes(3)
  })

  it('leaves to the render a signed-in or previewing visitor, a redirect set in the CMS, the app’s own calls, and anything but GET', async () => {
    const { get, rendered } = setup()
    expect(await get('/old-event')).toBeUndefined()
    // The app's own calls: a server function's address and an API route's are their handlers' to answer.
    expect(await get('/_serverFn/eb969c1201c60d9033db7ca012d0064dbf169a4012a327605b7d52ab22cc7dbd')).toBeUndefined()
    expect(await get('/api/nope')).toBeUndefined()
    expect(await get('/nope', { cookie: 'session=abc' })).toBeUndefined()
    expect(await get('/nope', { cookie: 'theme=dark; preview=1' })).toBeUndefined()
    expect(await get('/nope', { cookie: 'theme=dark' })).toBeDefined()
    const post = await createNotFoundPages({ currentVersion: async () => 'v', redirects: async () => new Map() })(
      new Request('http://localhost:3000/nope', { method: 'POST' }),
      new URL('http://localhost:3000/nope'),
      async () => new Response(''),
    )
    expect(post).toBeUndefined()
    expect(rendered).toHaveBeenCalledTimes(1)
  })

  it('does not keep a render that is no 404 page (the CMS did not answer), and tries again a moment later', async () => {
    const { get, rendered, wait } = setup({ status: 503 })
    expect(await get('/a')).toBeUndefined()
    expect(await get('/b')).toBeUndefined()
    expect(rendered).toHaveBeenCalledTimes(1)
    wait(5_000)
    await get('/c')
    expect(rendered).toHaveBeenCalledTimes(2)
  })
})
