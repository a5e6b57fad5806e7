import { SiteLink } from '~/ui/SiteLink'
import { LoginForm } from './LoginForm'
import { withRedirect } from './login-links'
import type { FirebaseClientConfig } from './types'

/** /login/password: e-mail and password. */
export function PasswordLoginPage(props: { firebaseConfig: FirebaseClientConfig; redirectTo: string }) {
  return (
    <section className="page">
      <h1 className="account-title">이메일 로그인</h1>
      <p className="account-lead">가입하신 이메일과 비밀번호를 입력해 주세요.</p>
      <LoginForm {...props} />
      <p className="account-links">
        <SiteLink link={{ to: '/forgot-password' }}>비밀번호 찾기</SiteLink>
        <SiteLink href={withRedirect('/register', props.redirectTo)}>회원가입</SiteLink>
        <SiteLink href={withRedirect('/login', props.redirectTo)}>다른 방법으로 로그인</SiteLink>
      </p>
    </section>
  )
}
