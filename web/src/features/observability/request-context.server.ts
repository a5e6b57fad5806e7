import { AsyncLocalStorage } from 'node:async_hooks'
import { REQUEST_ID_HEADER } from '@storefront/rules/request-id'

// The request the storefront is serving, for whatever runs on its behalf (docs/decisions/0044):
// the CMS client sends its id along, so the CMS's log line of each call names the visitor's request.

export interface RequestContext {
  requestId: string
  /** The CMS did not answer one of this request's reads in time, even once more (cms-client). */
  cmsUnavailable?: boolean
  /** Answered with a page the render cache already held (features/http/public-page-cache.server.ts). */
  fromRenderCache?: boolean
  /** The response was built with the request id among its headers (requestIdResponseHeader). */
  idInResponse?: boolean
}

const context = new AsyncLocalStorage<RequestContext>()

/** Runs `serve` as the handling of the request `store` describes; what it notes is read back from `store`. */
export const withRequestContext = <T>(store: RequestContext, serve: () => T): T => context.run(store, serve)

/** The header that carries the current request's id to the CMS; none outside a request. */
export function requestIdHeaders(): Record<string, string> {
  const requestId = context.getStore()?.requestId
  return requestId ? { [REQUEST_ID_HEADER]: requestId } : {}
}

/**
 * The current request's id as a response header, for a response built from a list of headers (a
 * page from the render cache): observedRequest then adds none, as adding one to such a response
 * would build its Headers object, which cost a cached page 8 % of its CPU (docs/decisions/0056).
 */
export function requestIdResponseHeader(): [string, string][] {
  const store = context.getStore()
  if (!store) return []
  store.idInResponse = true
  return [[REQUEST_ID_HEADER, store.requestId]]
}

/**
 * Runs `work` outside any request: for what outlives the request that first started it (the
 * content poller's timer), which would otherwise carry that visitor's id for good.
 */
export const outsideRequest = <T>(work: () => T): T => context.exit(work)

/** Notes that the CMS did not answer a read of the current request: its page is then a 503 (server.ts). */
export function noteCmsUnavailable(): void {
  const store = context.getStore()
  if (store) store.cmsUnavailable = true
}

/** Notes that the current request is answered from the render cache: counted, and logged only by sample (observed-request). */
export function noteRenderCacheHit(): void {
  const store = context.getStore()
  if (store) store.fromRenderCache = true
}

/** Whether the current request met a CMS that did not answer. */
export const cmsWasUnavailable = (): boolean => context.getStore()?.cmsUnavailable === true
