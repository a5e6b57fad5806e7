import { decodedOrNull } from '@storefront/rules/percent-decoding'
import { UNKNOWN_FUNCTION_MESSAGE } from './invalid-input'

// A call to a server function this build does not have (a tab opened before a deploy, a guessed or
// garbled id) is the caller's: Start throws for it while looking the id up, and answered 500 as if
// the server had failed. These are the errors of that lookup (start-server-core's resolver and
// handler), answered 404 with a Korean message; any other error is the server's own.
const LOOKUP_FAILED = /^(Server function info not found|Server function module (export )?not resolved)/

const notFound = () => Response.json({ message: UNKNOWN_FUNCTION_MESSAGE }, { status: 404, headers: { 'cache-control': 'no-store' } })

/** A 404 for an error Start threw looking up a server function's id; null for any other error. */
export function unknownFunctionResponse(error: unknown): Response | null {
  return error instanceof Error && LOOKUP_FAILED.test(error.message) ? notFound() : null
}

/**
 * The answer to a server-function address whose id names nothing a build could have, which Start
 * would fail on before any middleware runs (server.ts asks first): no id, a blank one, or a name
 * every object has (`__proto__`, `constructor`: Start looked it up in a plain object and failed on
 * what it found). Null for any other address.
 */
export function missingFunctionResponse(pathname: string): Response | null {
  const match = /^\/_serverFn(?:\/([^/]*)|$)/.exec(pathname)
  if (!match) return null
  const id = decodedOrNull(match[1] ?? '')
  // Not valid percent-encoding: refused before Start by the server (http/unreadable-address.server).
  if (id === null) return null
  return !id.trim() || id in Object.prototype ? notFound() : null
}
