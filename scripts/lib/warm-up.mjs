// `npm run dev` compiles each route on its first request: the admin panel took 36 s on a fresh
// clone, a storefront page a few. Once the ready line is out, the pages a newcomer opens first are
// asked for once in the background, so that their first open is the second compile-free one. The
// ready line does not wait for it: it only says it is warming, then what each took.

/** What a person opens first: the admin panel (its login, where /admin sends a visitor) and the storefront's first pages. */
export const FIRST_PAGES = {
  cms: ['/admin/login'],
  web: ['/', '/login', '/shops', '/device/register'],
}

/**
 * Asks for each page of `pages` once, the CMS's and the storefront's side by side, each side's one
 * after another (two cores: more at once only compile slower). Never throws: a page that fails is
 * said and left for the person to open.
 * @param {{ cms: string, web: string }} urls
 * @returns {Promise<Array<{ url: string, status: number | null, ms: number }>>}
 */
export async function warmFirstPages(urls, { pages = FIRST_PAGES, log = console.log, timeoutMs = 180_000 } = {}) {
  log(`  Warming ${[...pages.cms.map((path) => `${urls.cms}${path}`), ...pages.web].join(', ')} in the background (first compile in dev)…`)
  const visit = async (url) => {
    const started = Date.now()
    try {
      const response = await fetch(url, { headers: { 'x-request-id': 'dev-warm-up' }, signal: AbortSignal.timeout(timeoutMs) })
      await response.arrayBuffer()
      return { url, status: response.status, ms: Date.now() - started }
    } catch {
      return { url, status: null, ms: Date.now() - started }
    }
  }
  const inTurn = async (base, paths) => {
    const results = []
    for (const path of paths) results.push(await visit(`${base}${path}`))
    return results
  }
  const results = (await Promise.all([inTurn(urls.cms, pages.cms), inTurn(urls.web, pages.web)])).flat()
  const said = results.map(({ url, status, ms }) => `${new URL(url).pathname} ${status ? `${(ms / 1000).toFixed(1)} s` : 'failed'}`)
  log(`  Warmed (${said.join(', ')}): opening them now takes no compile.`)
  return results
}
