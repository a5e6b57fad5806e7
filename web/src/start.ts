import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { CROSS_SITE_MESSAGE } from '~/features/input/invalid-input'
import { thrownErrorStatus, refusalStatus } from '~/features/input/refusal-status'

// Everything that changes state (server functions, sign-in among them, and every form post or
// other non-GET route) answers only its own origin: the browser's Sec-Fetch-Site, else Origin,
// else Referer must say so (docs/decisions/0032). A page on a sibling subdomain or another port
// is same-site, not same-origin, and is refused too. GET and HEAD change nothing anywhere.
const csrfMiddleware = createCsrfMiddleware({
  filter: (ctx) => ctx.handlerType === 'serverFn' || !['GET', 'HEAD', 'OPTIONS'].includes(ctx.request.method),
  failureResponse: () => Response.json({ message: CROSS_SITE_MESSAGE }, { status: 403, headers: { 'cache-control': 'no-store' } }),
})

// Arguments Start cannot read, and an id this build has no function for, are the caller's fault:
// a 400 and a 404, not Start's 500.
const callableMiddleware = createMiddleware().server(async (ctx) => {
  if (ctx.handlerType !== 'serverFn') return ctx.next()
  const [{ refuseUnreadablePayload }, { unknownFunctionResponse }] = await Promise.all([
    import('~/features/input/unreadable-payload.server'),
    import('~/features/input/unknown-function.server'),
  ])
  const refused = await refuseUnreadablePayload(ctx.request)
  if (refused) return refused
  try {
    return await ctx.next()
  } catch (error) {
    const unknown = unknownFunctionResponse(error)
    if (unknown) return unknown
    throw error
  }
})

// A refusal the page shows (`{ ok: false, … }`) still answers with its 4xx over HTTP, and so does
// input a validator refused (InvalidInput, thrown before the handler: Start would send it as a
// 200 carrying the error); only when this request is the call itself, not a page rendering on the
// server that made it.
const refusalStatusMiddleware = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  const { getRequest, setResponseStatus } = await import('@tanstack/react-start/server')
  const answer = (status: number | null) => {
    if (status && new URL(getRequest().url).pathname.startsWith('/_serverFn/')) setResponseStatus(status)
  }
  let outcome: Awaited<ReturnType<typeof next>>
  try {
    outcome = await next()
  } catch (error) {
    answer(thrownErrorStatus(error))
    throw error
  }
  // Start's types leave out the handler's result, which next() carries at run time.
  answer(refusalStatus((outcome as { result?: unknown }).result))
  return outcome
})

export const startInstance = createStart(() => ({
  requestMiddleware: [csrfMiddleware, callableMiddleware],
  functionMiddleware: [refusalStatusMiddleware],
}))
