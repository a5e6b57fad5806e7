import { useServerFn } from '@tanstack/react-start'
import { PageHeader } from '~/ui/PageHeader'
import { StatusBadge } from '~/features/requests/StatusBadge'
import { CancelRequestButton, RequestPhotos, RequestProgress, RequestTimeline, ShopFact } from '~/features/requests/RequestParts'
import { ShippingSection } from '~/features/requests/Shipping'
import { ButtonLink } from '~/ui/Button'
import { cancelTradeIn } from './my-trade-ins.functions'
import type { TradeInDetail } from './types'
import { formatNumber } from '~/ui/format-number'

function CancelButton({ trade }: { trade: TradeInDetail }) {
  const cancel = useServerFn(cancelTradeIn)
  return (
    <CancelRequestButton
      title="보상 판매 신청 취소"
      message={`${trade.number} 신청을 취소하시겠습니까?\n이벤트 기간 안에는 다시 신청하실 수 있습니다.`}
      done="보상 판매 신청을 취소했습니다."
      cancel={() => cancel({ data: { id: trade.id } })}
    />
  )
}

/** /trade-in/view/{tradeId}: my trade-in, its timeline and credit; cancel while requested. */
export function TradeInViewPage({ trade }: { trade: TradeInDetail }) {
  return (
    <section className="page service">
      <PageHeader title="보상 판매 신청 내역" lead={`신청 번호 ${trade.number}`} />
      <div className="service__summary">
        <p>
          <StatusBadge status={trade.status} label={trade.statusLabel} />
        </p>
        <dl className="device-facts">
          {trade.event && (
            <div>
              <dt>이벤트</dt>
              <dd>{trade.event.title}</dd>
            </div>
          )}
          <div>
            <dt>기기</dt>
            <dd>
              {trade.productName} <span className="serial">{trade.serialNumber}</span>
            </dd>
          </div>
          <div>
            <dt>기기 상태</dt>
            <dd>{trade.conditionLines.join(' · ')}</dd>
          </div>
          {trade.gradeLabel && (
            <div>
              <dt>신청 등급</dt>
              <dd>{trade.gradeLabel}</dd>
            </div>
          )}
          <div>
            <dt>접수 방법</dt>
            <dd>{trade.methodLabel}</dd>
          </div>
          {trade.shop && <ShopFact shop={trade.shop} />}
          {trade.inspectedGradeLabel && (
            <div>
              <dt>검수 등급</dt>
              <dd data-testid="trade-in-inspected-grade">{trade.inspectedGradeLabel}</dd>
            </div>
          )}
          {trade.creditGranted !== null ? (
            <div>
              <dt>{trade.status === 'completed' ? '지급 보상 금액' : '확정 보상 금액'}</dt>
              <dd data-testid="trade-in-credit">
                <strong>{formatNumber(trade.creditGranted)}원</strong>
              </dd>
            </div>
          ) : (
            trade.expectedCredit !== null && (
              <div>
                <dt>예상 보상 금액</dt>
                <dd data-testid="trade-in-credit">{formatNumber(trade.expectedCredit)}원 (기기 확인 후 확정)</dd>
              </div>
            )
          )}
          {trade.payout && (
            <div>
              <dt>보상 지급</dt>
              <dd data-testid="trade-in-payout">{trade.payout}</dd>
            </div>
          )}
        </dl>
        <RequestPhotos photos={trade.photos} />
      </div>
      <RequestProgress progress={trade.progress} />
      {trade.shipping && <ShippingSection kind="trade-in" id={trade.id} number={trade.number} shipping={trade.shipping} />}
      <RequestTimeline entries={trade.timeline} />
      <div className="button-row">
        {trade.canCancel && <CancelButton trade={trade} />}
        {trade.event && (
          <ButtonLink link={{ to: '/trade-in/$tradeEventId', params: { tradeEventId: String(trade.event.id) } }} border="light">
            이벤트 보기
          </ButtonLink>
        )}
      </div>
    </section>
  )
}
