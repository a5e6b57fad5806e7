import type { SessionUser } from '~/features/auth/types'
import { LogoutButton } from '~/features/auth/LogoutButton'

export function MyPage({ user }: { user: SessionUser }) {
  return (
    <section className="page">
      <h1>마이페이지</h1>
      <dl className="details">
        <div>
          <dt>이메일</dt>
          <dd>{user.email ?? '등록된 이메일이 없습니다'}</dd>
        </div>
      </dl>
      <LogoutButton />
    </section>
  )
}
