// Which Firebase credential a request forwards (docs/contract.md, "Consumer credentials").

const SESSION_HEADER = 'x-firebase-session'

export type Credential = { kind: 'idToken' | 'sessionCookie'; value: string }

/** `Authorization: Bearer <ID token>` or `X-Firebase-Session: <session cookie>`; the header wins. */
export function credentialOf(headers: Headers): Credential | null {
  const session = headers.get(SESSION_HEADER)?.trim()
  if (session) return { kind: 'sessionCookie', value: session }
  const authorization = headers.get('authorization')
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1]
  return bearer ? { kind: 'idToken', value: bearer } : null
}
