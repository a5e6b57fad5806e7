import { z } from 'zod'
import type { ServerEnv } from '~/env.server'
import type { KakaoLoginError } from './kakao-errors'
import { type KakaoProfile, parseKakaoUser } from './kakao-profile'

// Kakao Login's REST API (developers.kakao.com, "카카오 로그인 > REST API"): authorize, token,
// user. The URLs come from configuration: the local stand-in in dev and tests, Kakao in production.

export type KakaoConfig = NonNullable<ServerEnv['kakao']>

const TIMEOUT_MS = 5_000

/** A Kakao login that cannot go on; `reason` picks the Korean message on /login. */
export class KakaoLoginFailure extends Error {
  constructor(
    readonly reason: KakaoLoginError,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

export function kakaoAuthorizeUrl(config: KakaoConfig, state: string): string {
  const url = new URL(config.authorizeUrl)
  url.search = new URLSearchParams({ client_id: config.restApiKey, redirect_uri: config.redirectUri, response_type: 'code', state }).toString()
  return url.href
}

const tokenAnswer = z.object({ access_token: z.string().min(1) })
const errorAnswer = z.object({ error: z.string(), error_code: z.string().optional(), error_description: z.string().optional() })

/** Trades the authorization code for an access token. */
export async function exchangeCode(config: KakaoConfig, code: string): Promise<string> {
  const form = new URLSearchParams({ grant_type: 'authorization_code', client_id: config.restApiKey, redirect_uri: config.redirectUri, code })
  if (config.clientSecret) form.set('client_secret', config.clientSecret)
  const response = await kakaoFetch(config.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
    body: form,
  })
  const body: unknown = await response.json().catch(() => null)
  if (response.ok) {
    const parsed = tokenAnswer.safeParse(body)
    if (parsed.success) return parsed.data.access_token
    throw new KakaoLoginFailure('unavailable', 'Kakao token endpoint answered without an access token')
  }
  const error = errorAnswer.safeParse(body).data
  const detail = `Kakao token endpoint: ${response.status} ${error?.error ?? ''} ${error?.error_code ?? ''}`.trim()
  // invalid_grant: the code is unknown, used or expired (KOE320) — the visitor simply tries again.
  if (error?.error === 'invalid_grant') throw new KakaoLoginFailure('expired', detail)
  // invalid_client and the like are our configuration, not the visitor's doing.
  throw new KakaoLoginFailure(response.status >= 500 ? 'unavailable' : 'failed', detail)
}

/** The signed-in Kakao user's profile. */
export async function fetchKakaoProfile(config: KakaoConfig, accessToken: string): Promise<KakaoProfile> {
  const response = await kakaoFetch(config.userUrl, { headers: { authorization: `Bearer ${accessToken}` } })
  if (!response.ok) throw new KakaoLoginFailure(response.status >= 500 ? 'unavailable' : 'failed', `Kakao user endpoint: ${response.status}`)
  try {
    return parseKakaoUser(await response.json())
  } catch (cause) {
    throw new KakaoLoginFailure('failed', 'Kakao user endpoint answered something that is not a Kakao user', { cause })
  }
}

async function kakaoFetch(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) })
  } catch (cause) {
    throw new KakaoLoginFailure('unavailable', `Kakao unreachable at ${new URL(url).origin}`, { cause })
  }
}
