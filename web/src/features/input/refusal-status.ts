import { isNotFound } from '@tanstack/react-router'
import { isCmsUnavailable } from '~/features/cms/cms-unavailable'

// A server function that refuses answers with a value the page shows (`{ ok: false, code, message }`)
// rather than throwing, so the form keeps what the visitor typed. Over HTTP the refusal still says
// what it is: 429 for a limit, 401 for a session that is gone, 404 for what is not there (or not
// theirs), 503 when a part we depend on failed, 409 for a state that no longer allows it, 400 for the rest (docs/decisions/0019).

type Refusal = { ok: false; code?: string; notFound?: boolean }

const isRefusal = (value: unknown): value is Refusal => typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false

/** The status of a server function's result; null when it is not a refusal. */
export function refusalStatus(result: unknown): number | null {
  if (!isRefusal(result)) return null
  const code = result.code ?? ''
  if (code === 'rate/limited') return 429
  // A part we depend on did not answer (Firebase at logout): nothing the caller sent was wrong.
  if (code.endsWith('/unavailable')) return 503
  if (code.includes('signed-out') || code.startsWith('session/')) return 401
  if (result.notFound) return 404
  if (['answered', 'not-open', 'not-editable'].includes(code)) return 409
  return 400
}

/**
 * The status of an error a server function threw that is not the server's fault: the 4xx of the
 * caller's mistake (the status InvalidInput carries, 404 for notFound()), 503 for a CMS that did
 * not answer; null for anything else.
 */
export function thrownErrorStatus(error: unknown): number | null {
  if (isNotFound(error)) return 404
  // The CMS did not answer: nothing the caller sent was wrong, and it may ask again shortly.
  if (isCmsUnavailable(error)) return 503
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null
}
