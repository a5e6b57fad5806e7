import { SiteLink } from '~/ui/SiteLink'
import { LoginForm } from './LoginForm'
import type { FirebaseClientConfig } from './types'

export function LoginPage({ title = '로그인', ...props }: { title?: string; firebaseConfig: FirebaseClientConfig; redirectTo: string }) {
  return (
    <section className="page">
      <h1 className="account-title">{title}</h1>
      <p className="account-lead">정품 등록, A/S 신청 내역을 확인하려면 로그인해 주세요.</p>
      <LoginForm {...props} />
      <p className="account-links">
        <SiteLink href="/forgot-password">비밀번호 찾기</SiteLink>
        <SiteLink href="/register">회원가입</SiteLink>
      </p>
    </section>
  )
}
