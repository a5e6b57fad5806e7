import type { PayloadRequest } from 'payload'
import { isServerCredential, STOREFRONT_SERVER_HEADER } from '@storefront/rules/storefront-server.server'
import { env } from '@/env'

/** The Web Vitals the storefront's server collects (docs/decisions/0074): its signed header, never a visitor's or a staff member's request. */
export const fromStorefrontServer = ({ req }: { req: PayloadRequest }): boolean =>
  isServerCredential(req.headers.get(STOREFRONT_SERVER_HEADER), 'web-vitals', env.SESSION_RECEIPT_SECRET)
