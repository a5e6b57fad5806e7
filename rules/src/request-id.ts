// One request id from the storefront to the CMS (docs/decisions/0044): the storefront takes the
// caller's X-Request-Id or makes one, sends it on every CMS request it makes while serving that
// request, and the CMS logs the same id. Imported by cms/server.mjs, which Node runs without
// types: no imports here, and no TypeScript-only syntax.

export const REQUEST_ID_HEADER = 'x-request-id'

// A load balancer's or caller's id is kept only when it cannot smuggle anything into a log line.
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/

/** The caller's id when it looks sane, else a new one. */
export function requestIdFrom(given: string | string[] | null | undefined): string {
  const value = Array.isArray(given) ? given[0] : given
  return value && SANE_REQUEST_ID.test(value) ? value : globalThis.crypto.randomUUID()
}
