import { linkOptions } from '@tanstack/react-router'
import { LogoutButton } from '~/features/auth/LogoutButton'
import type { FirebaseClientConfig } from '~/features/auth/types'
import { PageHeader } from '~/ui/PageHeader'
import { SurveyList } from '~/features/surveys/SurveyList'
import type { MySurvey } from '~/features/surveys/types'
import { TradeInList } from '~/features/trade-in/TradeInList'
import type { MyTradeIns } from '~/features/trade-in/types'
import { ButtonLink } from '~/ui/Button'
import { Card } from '~/ui/Card'
import { SiteLink } from '~/ui/SiteLink'
import type { MyAccount } from './account.server'
import { AccountOverview } from './AccountOverview'
import { ChangePasswordForm } from './ChangePasswordForm'
import { DeleteAccount } from './DeleteAccount'
import { NoticeChannelForm } from './NoticeChannelForm'
import { ProfileForm } from './ProfileForm'
import { MyDataCard } from '~/features/privacy/MyDataCard'
import type { MyDataRequest } from '~/features/privacy/my-data.server'

const SHORTCUTS = [
  { link: linkOptions({ to: '/user/device' }), label: '내 기기', description: '등록한 기기와 보증 기간' },
  { link: linkOptions({ to: '/user/service' }), label: 'A/S 신청', description: '고장이나 이상이 있을 때' },
  { link: linkOptions({ to: '/user/service/current' }), label: '진행 중인 A/S', description: '접수한 A/S의 진행 상황' },
]

/** My trade-ins across events, and a way into each event running now. */
function MyTradeInsCard({ tradeIns }: { tradeIns: MyTradeIns }) {
  return (
    <Card title="보상 판매" className="my-trade-ins">
      {tradeIns.requests.length > 0 ? (
        <TradeInList requests={tradeIns.requests} label="내 보상 판매" />
      ) : (
        <p className="field__hint">아직 신청한 보상 판매가 없습니다.</p>
      )}
      {tradeIns.running.length > 0 && (
        <div className="button-row">
          {tradeIns.running.map((event) => (
            <ButtonLink
              key={event.id}
              link={{ to: '/trade-in/$tradeEventId/me/{-$tab}', params: { tradeEventId: String(event.id), tab: undefined } }}
              size="small"
              border="light"
            >
              {event.title} 참여하기
            </ButtonLink>
          ))}
        </div>
      )}
    </Card>
  )
}

/** The surveys open now; the ones I answered are marked, and lead to my answer where it may change. */
function MySurveysCard({ surveys }: { surveys: MySurvey[] }) {
  return (
    <Card title="설문" className="my-surveys">
      <p className="field__hint">의견을 들려주시면 제품과 서비스를 만드는 데 반영합니다.</p>
      <SurveyList surveys={surveys} label="참여할 수 있는 설문" />
    </Card>
  )
}

type MyPageData = { account: MyAccount; firebaseConfig: FirebaseClientConfig; tradeIns: MyTradeIns; surveys: MySurvey[]; dataRequests: MyDataRequest[] }

export function MyPage({ account, firebaseConfig, tradeIns, surveys, dataRequests }: MyPageData) {
  return (
    <section className="page">
      <PageHeader title="마이페이지" lead={account.name ? `${account.name}님, 반갑습니다.` : undefined} />
      <ul className="tile-list">
        {SHORTCUTS.map((item) => (
          <li key={item.link.to}>
            <SiteLink link={item.link} className="tile">
              <strong>{item.label}</strong>
              <span>{item.description}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
      <div className="account-sections">
        <MyTradeInsCard tradeIns={tradeIns} />
        {surveys.length > 0 && <MySurveysCard surveys={surveys} />}
        <AccountOverview account={account} firebaseConfig={firebaseConfig} />
        <ProfileForm account={account} />
        <NoticeChannelForm account={account} />
        <MyDataCard requests={dataRequests} />
        {account.hasPassword && <ChangePasswordForm email={account.email} firebaseConfig={firebaseConfig} />}
        <Card title="로그아웃">
          <p className="field__hint">이 기기에서 로그아웃합니다.</p>
          <LogoutButton />
        </Card>
        <DeleteAccount />
      </div>
    </section>
  )
}
