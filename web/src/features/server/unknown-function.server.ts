import { UNKNOWN_FUNCTION_MESSAGE } from './invalid-input'

// A call to a server function this build does not have (a tab opened before a deploy, a guessed or
// garbled id) is the caller's: Start throws for it while looking the id up, and answered 500 as if
// the server had failed. These are the errors of that lookup (start-server-core's resolver and
// handler), answered 404 with a Korean message; any other error is the server's own.
const LOOKUP_FAILED = /^(Server function info not found|Server function module (export )?not resolved|Invalid server action param)/

const notFound = () => Response.json({ message: UNKNOWN_FUNCTION_MESSAGE }, { status: 404, headers: { 'cache-control': 'no-store' } })

/** A 404 for an error Start threw looking up a server function's id; null for any other error. */
export function unknownFunctionResponse(error: unknown): Response | null {
  return error instanceof Error && LOOKUP_FAILED.test(error.message) ? notFound() : null
}

/**
 * A 404 for a server-function address with no id at all (`/_serverFn/`), which Start throws for
 * before any middleware runs (server.ts asks first); null for any other address.
 */
export const missingFunctionResponse = (pathname: string): Response | null => (/^\/_serverFn\/?$/.test(pathname) ? notFound() : null)
