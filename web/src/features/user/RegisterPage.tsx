import { SiteLink } from '~/ui/SiteLink'
import type { FirebaseClientConfig } from '~/features/auth/types'
import { RegisterForm } from './RegisterForm'

export function RegisterPage(props: { firebaseConfig: FirebaseClientConfig; redirectTo: string }) {
  return (
    <section className="page">
      <h1 className="account-title">회원가입</h1>
      <p className="account-lead">이메일로 가입하고 정품 등록과 A/S 신청을 시작해 보세요.</p>
      <RegisterForm {...props} />
      <p className="account-links">
        <span>이미 회원이신가요?</span>
        <SiteLink link={{ to: '/login' }}>로그인</SiteLink>
      </p>
    </section>
  )
}
