// Why a Kakao login ended back on /login. The callback puts `error=kakao-<reason>` in the login
// page's URL; the page shows the Korean message (kakaoLoginErrorMessage).

export const KAKAO_LOGIN_ERRORS = {
  cancelled: '카카오 로그인을 취소했습니다.',
  state: '로그인 요청이 만료되었거나 올바르지 않습니다. 카카오 로그인을 다시 시도해 주세요.',
  expired: '카카오 인증이 만료되었습니다. 카카오 로그인을 다시 시도해 주세요.',
  unavailable: '지금은 카카오 로그인을 이용할 수 없습니다. 잠시 후 다시 시도하시거나 이메일로 로그인해 주세요.',
  disabled: '이용이 중지된 계정입니다. 고객센터로 문의해 주세요.',
  failed: '카카오 로그인에 실패했습니다. 잠시 후 다시 시도해 주세요.',
} as const

export type KakaoLoginError = keyof typeof KAKAO_LOGIN_ERRORS

const PREFIX = 'kakao-'

/** The value of the login page's `error` query for a failed Kakao login. */
export const kakaoErrorParam = (reason: KakaoLoginError) => `${PREFIX}${reason}`

/** The Korean message for the login page's `error` query, or null when it is not a Kakao one. */
export function kakaoLoginErrorMessage(param: unknown): string | null {
  if (typeof param !== 'string' || !param.startsWith(PREFIX)) return null
  const reason = param.slice(PREFIX.length)
  return Object.hasOwn(KAKAO_LOGIN_ERRORS, reason) ? KAKAO_LOGIN_ERRORS[reason as KakaoLoginError] : null
}

/** Where a failed Kakao login sends the browser: the login page, keeping where they were going. */
export function loginPageAfterKakaoError(reason: KakaoLoginError, redirectTo: string): string {
  const search = new URLSearchParams({ error: kakaoErrorParam(reason) })
  if (redirectTo !== '/') search.set('redirect', redirectTo)
  return `/login?${search}`
}
