import { getRequest } from '@tanstack/react-start/server'

// The receipt the CMS takes beside a session cookie the storefront has found good with Firebase in
// the request it is serving (docs/decisions/0028). Kept here, where the CMS client sends it:
// features/auth/session.server.ts makes it when its check passes.

const receipts = new WeakMap<Request, { cookie: string; receipt: string }>()

/** Keeps `receipt` for `cookie`, found good in `request`, for the CMS calls made for that request. */
export function keepSessionReceipt(request: Request, cookie: string, receipt: string): void {
  receipts.set(request, { cookie, receipt })
}

/**
 * The receipt for `cookie` when this request has found it good with Firebase, to send the CMS
 * beside it; none otherwise (outside a request, before the check, for a refused session).
 */
export function sessionReceiptFor(cookie: string): string | undefined {
  let request: Request
  try {
    request = getRequest()
  } catch {
    return undefined
  }
  const kept = receipts.get(request)
  return kept?.cookie === cookie ? kept.receipt : undefined
}
