import { SiteLink } from '~/ui/SiteLink'
import { KakaoLoginNotice } from './kakao/KakaoLoginNotice'
import { withRedirect } from './login-links'

// Apart from the e-mail login's page: this one carries no form code (docs/decisions/0055).

/** /login: the choice between the e-mail login and the Kakao login, both keeping `redirect`. */
export function LoginChoicePage({ redirectTo, error }: { redirectTo: string; error?: string }) {
  return (
    <section className="page">
      <h1 className="account-title">로그인</h1>
      <p className="account-lead">정품 등록, A/S 신청 내역을 확인하려면 로그인해 주세요.</p>
      <div className="login-choices">
        <KakaoLoginNotice error={error} />
        {/* Kakao's OAuth flow starts on the server: a full page load, not a client navigation. */}
        <a className="button button--kakao button--large button--block" href={withRedirect('/auth/kakao', redirectTo)}>
          <KakaoSymbol />
          <span className="button__label">카카오로 시작하기</span>
        </a>
        <SiteLink href={withRedirect('/login/password', redirectTo)} className="button button--default button--border-dark button--large button--block">
          <span className="button__label">이메일로 로그인</span>
        </SiteLink>
      </div>
      <p className="account-links">
        <span>아직 회원이 아니신가요?</span>
        <SiteLink href={withRedirect('/register', redirectTo)}>이메일로 회원가입</SiteLink>
      </p>
    </section>
  )
}

/** Kakao's speech-bubble symbol, as its login button guidelines show it. */
function KakaoSymbol() {
  return (
    <svg className="button__icon" width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M9 1.5C4.58 1.5 1 4.3 1 7.75c0 2.22 1.48 4.17 3.72 5.28l-.95 3.47c-.08.3.26.54.52.37l4.14-2.74c.19.01.38.02.57.02 4.42 0 8-2.8 8-6.4S13.42 1.5 9 1.5Z"
      />
    </svg>
  )
}
