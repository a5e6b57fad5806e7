import { setTimeout as sleep } from 'node:timers/promises'
import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { createServerEntry } from '@tanstack/react-start/server-entry'
import { serverEnv } from './env.server'
import { deferTheApp } from './features/deferred-app/defer-app.server'
import { RETRY_AFTER_SECONDS } from './features/cms/cms-unavailable'
import { finishResponse, unavailableResponse } from './features/http/page-response.server'
import { budgetedRender, createRenderBudget, isPageRender, REFUSAL_HOLD_MS } from './features/http/render-budget.server'
import { createRenderSlots, tooBusyResponse } from './features/http/render-slots.server'
import { publicPageResponse, type RenderPage } from './features/http/public-page-cache.server'
import { isShareableRequest } from './features/http/public-pages.server'
import { createNotFoundPages } from './features/http/not-found-page.server'
import { currentContentVersion } from './features/cms/public-content.server'
import { getRedirectTable } from './features/navigation/redirects.server'
import { withHeader } from './features/observability/with-header'
import { allowsIndexing } from './features/layout/site-meta'
import { observedRequest } from './features/observability/observed-request.server'
import { cmsWasUnavailable } from './features/observability/request-context.server'
import { newNonce } from './features/security/security-headers.server'
import { missingFunctionResponse } from './features/input/unknown-function.server'
import { clientOf } from './features/rate-limits/request-client.server'

// Read the configuration as this module loads, i.e. when the server starts: a missing or unsafe
// setting (the Auth Emulator outside a local run) must stop it before it serves anyone.
const indexable = allowsIndexing({ production: import.meta.env.PROD, localRun: serverEnv().localRun })

// Pages are sent without the app's entry: a public page's loads on the first interaction, any other's after the first paint (docs/decisions/0055, 0068).
const startHandler = createStartHandler((context) => {
  deferTheApp(context.router)
  return defaultStreamHandler(context)
})

/** Outside production even what has no robots meta tag (the sitemap, JSON) is kept out of search. */
const keptOutOfSearch = (response: Response): Response => (indexable ? response : withHeader(response, 'X-Robots-Tag', 'noindex, nofollow'))

// Every page is rendered with a fresh CSP nonce, which reaches the router through the request
// context (getRouter reads it, docs/decisions/0015). A render's headers are what the render cache
// keeps, so a page from it is sent with them as they are.
const renderPage: RenderPage = async (request, cspNonce) =>
  keptOutOfSearch(await startHandler(request, { context: { cspNonce } } as Parameters<typeof startHandler>[1]))

// A page no cache answered spends its client's render budget, then waits for its turn: one render
// at a time, so that pages from the cache are answered between its slices (docs/decisions/0078).
const budget = createRenderBudget(serverEnv().renderBudget)
const slots = createRenderSlots({ concurrency: 1, maxWaiting: 64 })
const renderInTurn: RenderPage = async (request, cspNonce) => (await slots.run(() => renderPage(request, cspNonce))) ?? tooBusyResponse()

// An unknown address's 404 from one render per content version, on no one's budget (not-found-page.server.ts).
const notFoundPage = createNotFoundPages({ currentVersion: currentContentVersion, redirects: getRedirectTable })

/**
 * A public page for anyone leaves with hashes instead of its nonce and cache headers a CDN can
 * use (docs/decisions/0023), from the render cache (docs/decisions/0025); everything else is
 * rendered for its requester. Every response gets the security headers.
 */
async function answer(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const missing = missingFunctionResponse(url.pathname)
  if (missing) return keptOutOfSearch(missing)
  const shareable = isShareableRequest(request.method, url, request.headers.get('cookie'))
  let refused = false
  const pageRender = isPageRender(request, url.pathname)
  const render = pageRender ? budgetedRender(renderInTurn, budget, clientOf(request), () => (refused = true)) : renderPage
  let response: Response
  // A kept page past its minute is rendered again in turn, on no one's budget (docs/decisions/0078).
  if (shareable) response = await publicPageResponse(request, render, pageRender ? renderInTurn : renderPage)
  else {
    const cspNonce = newNonce()
    response = (await notFoundPage(request, url, renderInTurn)) ?? (await finishResponse(request, await render(request, cspNonce), cspNonce, false))
  }
  // A page that failed only because the CMS did not answer in time, even once more: "try again shortly".
  if (response.status === 500 && cmsWasUnavailable()) response = unavailableResponse(response, RETRY_AFTER_SECONDS)
  // Past its render budget: the refusal waits a moment (docs/decisions/0078).
  if (refused) await sleep(REFUSAL_HOLD_MS)
  return response
}

export default createServerEntry({
  // Each request carries one id to the CMS and into the log, and is counted (docs/decisions/0044).
  fetch: (request) => observedRequest(request, answer),
})
