import { formatPostalAddress } from '@storefront/rules/postal-address'
import { useServerFn } from '@tanstack/react-start'
import { PageHeader } from '~/ui/PageHeader'
import { ButtonLink } from '~/ui/Button'
import { StatusBadge } from '~/features/requests/StatusBadge'
import { CancelRequestButton, RequestPhotos, RequestProgress, RequestTimeline, ShopFact } from '~/features/requests/RequestParts'
import { Conversation } from './Conversation'
import { EstimateSection } from './Estimate'
import { answerEstimate } from './estimate.functions'
import { cancelRequest } from './service.functions'
import { ShippingSection } from '~/features/requests/Shipping'
import type { ServiceDetail } from './types'
import { formatNumber } from '~/ui/format-number'

function CancelButton({ request }: { request: ServiceDetail }) {
  const cancel = useServerFn(cancelRequest)
  return (
    <CancelRequestButton
      title="A/S 신청 취소"
      message={`${request.number} 신청을 취소하시겠습니까?\n취소한 신청은 되돌릴 수 없고, 필요하면 새로 신청하셔야 합니다.`}
      done="A/S 신청을 취소했습니다."
      cancel={() => cancel({ data: { id: request.id } })}
    />
  )
}

function MyEstimate({ request }: { request: ServiceDetail & { estimate: NonNullable<ServiceDetail['estimate']> } }) {
  const send = useServerFn(answerEstimate)
  return <EstimateSection estimate={request.estimate} answer={(answer) => send({ data: { id: request.id, nonce: request.estimate.nonce, answer } })} />
}

/** /user/service/view/{id}: the request, its public timeline, photos, shop, estimate, cost; cancel while requested. */
export function ServiceViewPage({ request }: { request: ServiceDetail }) {
  return (
    <section className="page service">
      <PageHeader title="A/S 상세" lead={`접수 번호 ${request.number}`} />
      <div className="service__summary">
        <p>
          <StatusBadge status={request.status} label={request.statusLabel} />
        </p>
        <dl className="device-facts">
          <div>
            <dt>기기</dt>
            <dd>
              {request.productName} <span className="serial">{request.serialNumber}</span>
            </dd>
          </div>
          <div>
            <dt>증상</dt>
            <dd>{request.symptomLabel}</dd>
          </div>
          <div>
            <dt>보증</dt>
            <dd>{request.inWarranty ? '보증 기간 내 (무상)' : '보증 기간 만료 (유상)'}</dd>
          </div>
          <div>
            <dt>접수 방법</dt>
            <dd>{request.methodLabel}</dd>
          </div>
          {request.shop && <ShopFact shop={request.shop} testId="service-shop" />}
          {request.visit && (
            <div>
              <dt>방문 예약</dt>
              <dd data-testid="service-visit">{request.visit.label ?? (request.visit.canBook ? '아직 예약하지 않았습니다' : '예약 없이 영업시간에 방문')}</dd>
            </div>
          )}
          {request.returnAddress && (
            <div>
              <dt>받으실 곳</dt>
              <dd>
                {request.returnAddress.name} · {request.returnAddress.phone}
                <br />
                {formatPostalAddress(request.returnAddress)}
              </dd>
            </div>
          )}
          {request.cost !== null && (
            <div>
              <dt>수리 비용</dt>
              <dd>{request.cost === 0 ? '무상' : `${formatNumber(request.cost)}원`}</dd>
            </div>
          )}
        </dl>
        <p className="service__description">{request.description}</p>
        <RequestPhotos photos={request.photos} />
      </div>
      <RequestProgress progress={request.progress} />
      {request.estimate && <MyEstimate request={{ ...request, estimate: request.estimate }} />}
      {request.shipping && <ShippingSection kind="service" id={request.id} number={request.number} shipping={request.shipping} />}
      <RequestTimeline entries={request.timeline} />
      {request.conversation && <Conversation requestId={request.id} conversation={request.conversation} />}
      <div className="button-row">
        {request.visit?.canBook && (
          <ButtonLink
            link={{ to: '/user/service/visit/$serviceId', params: { serviceId: String(request.id) } }}
            color={request.visit.label ? undefined : 'primary'}
            border={request.visit.label ? 'light' : undefined}
          >
            {request.visit.label ? '예약 변경' : '방문 예약'}
          </ButtonLink>
        )}
        {request.canChangeShop && (
          <ButtonLink link={{ to: '/user/service/shop/$serviceId', params: { serviceId: String(request.id) } }} border="light">
            매장 변경
          </ButtonLink>
        )}
        {request.canCancel && <CancelButton request={request} />}
        <ButtonLink link={{ to: '/user/service/current' }} border="light">
          목록으로
        </ButtonLink>
      </div>
    </section>
  )
}
