import { createRouter } from '@tanstack/react-router'
import { notFoundMessage } from '~/features/layout/ErrorPage'
import { findRedirect, type RedirectTable } from '~/features/navigation/redirect-table'
import { renderCacheLookups } from '~/features/observability/metrics.server'
import { noteRenderCacheHit } from '~/features/observability/request-context.server'
import type { InlineHashes } from '~/features/security/content-security-policy'
import { newNonce } from '~/features/security/security-headers.server'
import { routeTree } from '~/routeTree.gen'
import { hashInlineElements } from './inline-hashes.server'
import { personalResponse } from './page-response.server'
import { isPageRender } from './render-budget.server'
import type { RenderPage } from './public-page-cache.server'
import { isShareableVisitor } from './public-pages.server'

// An address no route knows (a mistyped link, a scanner trying /wp-login.php and /.env) gets the
// same 404 page for every anonymous visitor, but for the line that names the address ("Page not
// found: {path}"). So that page is rendered once per content version and build, and each unknown
// address is answered from it with its own line: a scanner's thousand addresses cost no render and
// no render budget, and leave the renders' turns to the pages that need them (docs/decisions/0078).

/** The address the page is rendered for: unknown to every route, and of the plain form below. */
const PLACEHOLDER_PATH = '/__not-found__'

/**
 * Addresses answered from the rendered page: ASCII letters, digits, `_ . ~ -` between single
 * slashes, no trailing slash, no query. The router reads them as they are written and React writes
 * them into the page as they are (nothing to escape), so the line is the one a render would write.
 * Anything else (a Korean path, an escape, a query) is rendered as before.
 */
const PLAIN_PATH = /^(?:\/[\w.~-]+)+$/

// A router of its own, only to ask which route an address matches (no history, no render).
const routes = createRouter({ routeTree })

/** Whether `url` is an address the template answers: plain, and matched by no route (the root's not-found). */
export function isPlainUnknownAddress(url: URL): boolean {
  return !url.search && PLAIN_PATH.test(url.pathname) && routes.getMatchedRoutes(url.pathname)[2] === undefined
}

interface Template {
  /** The HTML before and after the placeholder's address. */
  before: string
  after: string
  status: number
  headers: [string, string][]
  hashes: InlineHashes
}

/** The page's header and footer change with the content version, and what runs today by the clock: a minute, as the render cache keeps pages. */
const TEMPLATE_TTL_MS = 60_000
/** A render that could not be reused (the CMS did not answer, say) is tried again after this long. */
const RETRY_MS = 5_000

export interface NotFoundPagesOptions {
  currentVersion: () => Promise<string | null | undefined>
  redirects: () => Promise<RedirectTable>
  /** Milliseconds of a monotonic clock (tests). */
  now?: () => number
}

export function createNotFoundPages({ currentVersion, redirects, now = () => performance.now() }: NotFoundPagesOptions) {
  // One template at a time: rendered once whoever asks meanwhile, for its content version.
  let kept: { version: string; template: Promise<Template | undefined>; until: number } | undefined

  async function renderTemplate(origin: string, render: RenderPage): Promise<Template | undefined> {
    const nonce = newNonce()
    const rendered = await render(new Request(new URL(PLACEHOLDER_PATH, origin), { headers: { accept: 'text/html' } }), nonce)
    const personal = /\b(private|no-store)\b/i.test(rendered.headers.get('cache-control') ?? '')
    if (rendered.status !== 404 || personal || rendered.headers.has('set-cookie') || !rendered.headers.get('content-type')?.startsWith('text/html')) {
      void rendered.body?.cancel()
      return undefined
    }
    const page = hashInlineElements(await rendered.text(), nonce)
    const [before, after, ...more] = page?.html.split(notFoundMessage(PLACEHOLDER_PATH)) ?? []
    // The line exactly once, and the nonce nowhere else: otherwise the page is not one to reuse.
    if (!page || before === undefined || after === undefined || more.length) return undefined
    const headers = [...rendered.headers].filter(([name]) => !['content-length', 'content-security-policy'].includes(name))
    return { before, after, status: rendered.status, headers, hashes: page.hashes }
  }

  /**
   * The 404 page for `request` (at `url`, as the server parsed it) from the template, or undefined when it must be rendered: no page
   * (a server function, an API route), a visitor with a session or preview, an address that is not
   * plain or that a route knows, a redirect set in the CMS for it, no content version known, or a
   * template that could not be made.
   */
  return async function notFoundPage(request: Request, url: URL, render: RenderPage): Promise<Response | undefined> {
    // Pages only: a server function's or an API route's address is the app's own call, answered by its handler.
    if (request.method !== 'GET' || !isPageRender(request, url.pathname)) return undefined
    if (!isShareableVisitor(request.headers.get('cookie')) || !isPlainUnknownAddress(url)) return undefined
    const version = await currentVersion()
    if (typeof version !== 'string') return undefined
    // The render would redirect: asked the same way (before-navigation.ts), from the same table.
    const table = await redirects().catch(() => undefined)
    if (!table || findRedirect(table, url.pathname)) return undefined
    if (kept?.version !== version || now() >= kept.until) {
      const started = { version, template: renderTemplate(url.origin, render).catch(() => undefined), until: Number.POSITIVE_INFINITY }
      kept = started
      void started.template.then((template) => (started.until = now() + (template ? TEMPLATE_TTL_MS : RETRY_MS)))
    }
    const template = await kept.template
    if (!template) return undefined
    renderCacheLookups.inc({ result: 'not-found' })
    noteRenderCacheHit()
    const html = template.before + notFoundMessage(url.pathname) + template.after
    // For this visitor only, as the render's 404 was: private, compressed as it streams.
    return personalResponse(request, new Response(html, { status: template.status, headers: template.headers }), template.hashes)
  }
}
