import { PageHeader } from '~/ui/PageHeader'
import { ButtonLink } from '~/ui/Button'
import { RequestList } from './RequestList'
import type { ServiceSummary } from './types'

/** /user/service/current: my requests, open ones first, finished ones below. */
export function ServiceListPage({ requests }: { requests: ServiceSummary[] }) {
  const open = requests.filter((request) => request.open)
  const closed = requests.filter((request) => !request.open)
  return (
    <section className="page service">
      <PageHeader title="내 A/S 내역" lead="신청하신 A/S의 진행 상황을 확인합니다." />
      {requests.length === 0 && (
        <div className="notice">
          <p className="notice__title">신청한 A/S가 없습니다</p>
          <p>정품 등록한 기기에 문제가 생기면 A/S를 신청해 주세요.</p>
        </div>
      )}
      {open.length > 0 && (
        <section className="service__section" aria-labelledby="open-title">
          <h2 id="open-title" className="service__title">
            진행 중
          </h2>
          <RequestList requests={open} label="진행 중인 A/S" />
        </section>
      )}
      {closed.length > 0 && (
        <section className="service__section" aria-labelledby="closed-title">
          <h2 id="closed-title" className="service__title">
            종료
          </h2>
          <RequestList requests={closed} label="종료된 A/S" />
        </section>
      )}
      <div className="button-row">
        <ButtonLink link={{ to: '/user/service' }} color="primary">
          A/S 신청하기
        </ButtonLink>
      </div>
    </section>
  )
}
