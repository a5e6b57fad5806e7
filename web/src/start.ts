import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'

// Server functions are same-origin RPC endpoints (sign-in among them): refuse cross-site calls.
const csrfMiddleware = createCsrfMiddleware({
  filter: (ctx) => ctx.handlerType === 'serverFn',
})

// Arguments Start cannot read are the caller's fault: a 400, not Start's 500.
const readablePayloadMiddleware = createMiddleware().server(async (ctx) => {
  if (ctx.handlerType !== 'serverFn') return ctx.next()
  const { refuseUnreadablePayload } = await import('~/features/server/unreadable-payload.server')
  return (await refuseUnreadablePayload(ctx.request)) ?? ctx.next()
})

export const startInstance = createStart(() => ({
  requestMiddleware: [csrfMiddleware, readablePayloadMiddleware],
}))
