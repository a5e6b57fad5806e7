'use client'
// The panel's calls to the second factor's endpoints (endpoints/secondFactor.ts), from the admin's own origin with its cookie.
import { startAuthentication, startRegistration } from '@simplewebauthn/browser'

export type Answer = { ok: boolean; status: number; body: Record<string, unknown> }

export async function call(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<Answer> {
  const response = await fetch(`/api/users${path}`, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const parsed = (await response.json().catch(() => ({}))) as Record<string, unknown>
  return { ok: response.ok, status: response.status, body: parsed }
}

/** The Korean message of a refused call (Payload's `errors[0].message`), or a general one. */
export const messageOf = (answer: Answer) =>
  (answer.body.errors as { message?: string }[] | undefined)?.[0]?.message ?? '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.'

/** Why the browser's passkey prompt ended without a passkey, in Korean. */
export const passkeyFailure = (error: unknown) =>
  (error as { name?: string })?.name === 'NotAllowedError'
    ? '패스키 확인이 취소되었거나 시간이 지났습니다. 다시 시도해 주세요.'
    : '이 브라우저에서는 패스키를 쓸 수 없습니다.'

/** Registers a passkey: the options, the browser's prompt, the check. `challenge` at the first sign-in, none while signed in. */
export async function enrolPasskey(challenge?: string): Promise<Answer> {
  const begun = await call('/second-factor/passkey/begin', { ...(challenge && { challenge }) })
  if (!begun.ok) return begun
  const response = await startRegistration({ optionsJSON: begun.body.options as Parameters<typeof startRegistration>[0]['optionsJSON'] })
  return call('/second-factor/passkey', { ...(challenge && { challenge }), enrolment: begun.body.enrolment, response })
}

/** Signs in with a passkey, answering the password step's challenge. */
export async function signInWithPasskey(challenge: string, options: unknown): Promise<Answer> {
  const passkey = await startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'] })
  return call('/login/second-factor', { challenge, passkey })
}
