import { PageHeader } from '~/ui/PageHeader'
import { ButtonLink } from '~/ui/Button'
import type { ServiceDetail } from './types'

/** /user/service/complete: the request's number and what happens next. */
export function ServiceCompletePage({ request }: { request: ServiceDetail }) {
  return (
    <section className="page service">
      <PageHeader title="A/S 신청 완료" lead="A/S 신청이 접수되었습니다. 진행될 때마다 고르신 알림 방법(카카오톡·문자·이메일)으로 알려 드립니다." />
      <div className="service__receipt">
        <p className="service__receipt-label">접수 번호</p>
        <p className="service__receipt-number" data-testid="service-number">
          {request.number}
        </p>
        <p>
          {request.productName} · {request.symptomLabel} · {request.inWarranty ? '보증 기간 내' : '보증 기간 만료'}
        </p>
      </div>
      <section className="service__section" aria-labelledby="next-steps">
        <h2 id="next-steps" className="service__title">
          다음 순서
        </h2>
        {request.method === 'visit' ? (
          <ol className="service__steps">
            {request.visit?.canBook && <li>방문할 날짜와 시간을 예약해 주세요. 예약하시면 기다리지 않고 바로 접수합니다.</li>}
            <li>
              {request.shop?.name ?? '선택하신 매장'}에 기기를 가지고 방문해 주세요{request.shop ? ` (${request.shop.address})` : ''}.
            </li>
            <li>매장에서 기기를 받으면 &lsquo;접수 완료&rsquo;로 바뀌고 점검을 시작합니다.</li>
            <li>수리가 끝나면 알려 드립니다. 매장에서 찾아가세요.</li>
          </ol>
        ) : (
          <ol className="service__steps">
            <li>기기를 잘 포장해 고객센터 A/S 접수처로 보내 주세요. 상자에 접수 번호 {request.number}를 적어 주시면 빨리 찾습니다.</li>
            <li>기기가 도착하면 &lsquo;접수 완료&rsquo;로 바뀌고 점검을 시작합니다.</li>
            <li>수리가 끝나면 적어 주신 주소로 보내 드립니다.</li>
          </ol>
        )}
        <p className="service__aside">접수 대기 중에는 신청을 취소하거나 매장과 방문 예약을 바꿀 수 있습니다.</p>
      </section>
      <div className="button-row">
        {request.visit?.canBook && (
          <ButtonLink link={{ to: '/user/service/visit/$serviceId', params: { serviceId: String(request.id) } }} color="primary">
            방문 예약
          </ButtonLink>
        )}
        <ButtonLink
          link={{ to: '/user/service/view/$serviceId', params: { serviceId: String(request.id) } }}
          color={request.visit?.canBook ? undefined : 'primary'}
          border={request.visit?.canBook ? 'light' : undefined}
        >
          진행 상황 보기
        </ButtonLink>
        <ButtonLink link={{ to: '/user/service/current' }} border="light">
          내 A/S 내역
        </ButtonLink>
      </div>
    </section>
  )
}
