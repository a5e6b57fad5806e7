import { kakaoLoginErrorMessage } from './kakao-errors'

/**
 * Why the last Kakao login did not go through, on /login. `error` is the login page's `error`
 * query (`kakao-<reason>`, set by /auth/kakao/callback); anything else shows nothing.
 */
export function KakaoLoginNotice({ error }: { error: unknown }) {
  const message = kakaoLoginErrorMessage(error)
  if (!message) return null
  return (
    <p className="form__error" role="alert">
      {message}
    </p>
  )
}
