import { LoginForm } from './LoginForm'
import type { FirebaseClientConfig } from './types'

export function LoginPage(props: { firebaseConfig: FirebaseClientConfig; redirectTo: string }) {
  return (
    <section className="page">
      <h1>로그인</h1>
      <LoginForm {...props} />
    </section>
  )
}
