import type { SessionUser } from '~/features/auth/types'
import { LogoutButton } from '~/features/auth/LogoutButton'
import { PageHeader } from '~/features/layout/PageHeader'
import { Card } from '~/ui/Card'
import { SiteLink } from '~/ui/SiteLink'

const SHORTCUTS = [
  { href: '/user/device', label: '내 기기', description: '등록한 기기와 보증 기간' },
  { href: '/user/service', label: 'A/S 신청', description: '고장이나 이상이 있을 때' },
  { href: '/user/service/current', label: '진행 중인 A/S', description: '접수한 A/S의 진행 상황' },
]

export function MyPage({ user }: { user: SessionUser }) {
  return (
    <section className="page">
      <PageHeader title="마이페이지" />
      <Card title="계정 정보">
        <dl className="details">
          <div>
            <dt>이메일</dt>
            <dd>{user.email ?? '등록된 이메일이 없습니다'}</dd>
          </div>
        </dl>
        <LogoutButton />
      </Card>
      <ul className="tile-list">
        {SHORTCUTS.map((item) => (
          <li key={item.href}>
            <SiteLink href={item.href} className="tile">
              <strong>{item.label}</strong>
              <span>{item.description}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
