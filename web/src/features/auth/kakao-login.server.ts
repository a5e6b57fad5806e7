import { deleteCookie, getCookie, setCookie } from '@tanstack/react-start/server'
import { serverEnv } from '~/env.server'
import { CmsError, cms } from '~/features/cms/cms-client.server'
import { safeRedirectTarget } from '@storefront/rules/redirect-target'
import { startSession } from './session.server'
import { sessionCookieOptions } from './session-policy'
import { exchangeCode, fetchKakaoProfile, KakaoLoginFailure, kakaoAuthorizeUrl } from './kakao/kakao-api.server'
import { type KakaoLoginError, loginPageAfterKakaoError } from './kakao/kakao-errors'
import { decodeAttempt, encodeAttempt, newState, STATE_COOKIE, STATE_COOKIE_MAX_AGE_SECONDS, STATE_COOKIE_PATH, stateMatches } from './kakao/oauth-state.server'
import { signInToFirebase } from './kakao/firebase-sign-in.server'

/** GET /auth/kakao?redirect=…: binds a fresh state to this browser and sends it to Kakao. */
export function startKakaoLogin(request: Request): Response {
  const env = serverEnv()
  const redirectTo = safeRedirectTarget(new URL(request.url).searchParams.get('redirect'))
  if (!env.kakao) return redirectTo303(loginPageAfterKakaoError('unavailable', redirectTo))
  const state = newState()
  setCookie(STATE_COOKIE, encodeAttempt({ state, redirectTo }), { ...stateCookieOptions(), maxAge: STATE_COOKIE_MAX_AGE_SECONDS })
  return redirectTo303(kakaoAuthorizeUrl(env.kakao, state))
}

/** GET /auth/kakao/callback: Kakao's answer. Always ends in a redirect, never an error page. */
export async function finishKakaoLogin(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams
  const attempt = decodeAttempt(getCookie(STATE_COOKIE))
  // One use: whatever happens, this attempt is over.
  deleteCookie(STATE_COOKIE, stateCookieOptions())
  const redirectTo = attempt?.redirectTo ?? '/'
  const fail = (reason: KakaoLoginError) => redirectTo303(loginPageAfterKakaoError(reason, redirectTo))

  const error = query.get('error')
  if (error === 'access_denied') return fail('cancelled')
  if (!stateMatches(attempt, query.get('state'))) return fail('state')
  const code = query.get('code')
  const config = serverEnv().kakao
  if (error || !code) return fail('failed')
  if (!config) return fail('unavailable')

  try {
    const profile = await fetchKakaoProfile(config, await exchangeCode(config, code))
    const { idToken } = await signInToFirebase(profile)
    await ensureCustomer(idToken)
    const session = await startSession(idToken)
    if (!session.ok) throw new Error(`session refused: ${session.code}`)
    return redirectTo303(redirectTo)
  } catch (failure) {
    const reason = failure instanceof KakaoLoginFailure ? failure.reason : 'failed'
    console.error(`[kakao] login failed (${reason}): ${failure instanceof Error ? failure.message : String(failure)}`)
    return fail(reason)
  }
}

/**
 * Asks the CMS for the consumer once with the new ID token, so the customer record exists from
 * the first login, with provider `kakao`, the nickname and the Kakao id (from the `kakao:` uid or
 * the custom token's claim, which only this first ID token carries).
 */
async function ensureCustomer(idToken: string) {
  const customer = await cms({ idToken })
    .me('customers')
    .catch((error: unknown) => {
      // An answer other than success: the CMS refused this consumer. No answer at all still throws.
      if (error instanceof CmsError && error.status !== 0) return null
      throw error
    })
  if (!customer?.id) throw new KakaoLoginFailure('unavailable', 'CMS did not recognise the consumer')
}

function stateCookieOptions() {
  return { ...sessionCookieOptions(serverEnv()), path: STATE_COOKIE_PATH }
}

/** 303: the browser follows with a GET, whatever brought it here. */
function redirectTo303(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })
}
