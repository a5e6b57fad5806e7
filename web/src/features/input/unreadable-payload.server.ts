import { fromJSON } from 'seroval'
import { readTextUpTo, TOO_LARGE_MESSAGE, type TooLarge } from './bounded-body.server'
import { INVALID_INPUT_MESSAGE } from './invalid-input'

// A server function's arguments arrive as Seroval JSON (?payload= or a JSON body). Start answers
// a payload it cannot read — not JSON, not Seroval, nested too deep — with a 500, as if the
// server had failed; e2e/fuzz-server-functions.spec.ts found it. Read once here first, the same
// way, and refuse such a payload with a 400. Our functions take plain data only: no Seroval
// plugin nodes are expected, so none are registered.

const MAX_PAYLOAD_CHARS = 1_000_000
// Read from a copy, which Start reads again: no further than any payload of that many characters goes.
const MAX_PAYLOAD_BYTES = 4 * MAX_PAYLOAD_CHARS

async function payloadText(request: Request): Promise<string | TooLarge | null> {
  if (request.method === 'GET') return new URL(request.url).searchParams.get('payload')
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) return null
  return readTextUpTo(request.clone(), MAX_PAYLOAD_BYTES)
}

/** A 400 for a server-function payload Start could not read; null when it reads. */
export async function refuseUnreadablePayload(request: Request): Promise<Response | null> {
  const text = await payloadText(request)
  // Start reads a GET's empty ?payload= as no arguments; a JSON body it parses, even an empty one.
  if (text === null || (text === '' && request.method === 'GET')) return null
  const headers = { 'cache-control': 'no-store' }
  if (text === 'too-large') return Response.json({ message: TOO_LARGE_MESSAGE }, { status: 413, headers })
  try {
    if (text.length > MAX_PAYLOAD_CHARS) throw new Error('too large')
    fromJSON(JSON.parse(text))
    return null
  } catch {
    return Response.json({ message: INVALID_INPUT_MESSAGE }, { status: 400, headers })
  }
}
