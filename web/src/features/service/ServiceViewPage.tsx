import { useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { PageHeader } from '~/features/layout/PageHeader'
import { Button, ButtonLink } from '~/ui/Button'
import { dialogs } from '~/ui/dialog/dialog-store'
import { pushToast } from '~/ui/toast/toast-store'
import { StatusBadge } from './RequestList'
import { cancelRequest } from './service.functions'
import type { ServiceDetail } from './types'

const won = new Intl.NumberFormat('ko-KR')

function CancelButton({ request }: { request: ServiceDetail }) {
  const router = useRouter()
  const cancel = useServerFn(cancelRequest)
  const [pending, setPending] = useState(false)

  async function confirmAndCancel() {
    const confirmed = await dialogs.confirm({
      title: 'A/S 신청 취소',
      message: `${request.number} 신청을 취소하시겠습니까?<br />취소한 신청은 되돌릴 수 없고, 필요하면 새로 신청하셔야 합니다.`,
      confirmLabel: '신청 취소',
      closeLabel: '닫기',
    })
    if (!confirmed) return
    setPending(true)
    try {
      const result = await cancel({ data: { id: request.id } })
      pushToast(result.ok ? { message: 'A/S 신청을 취소했습니다.' } : { message: result.message, type: 'error' })
      await router.invalidate()
    } catch {
      pushToast({ message: '취소하지 못했습니다. 잠시 후 다시 시도하세요.', type: 'error' })
    } finally {
      setPending(false)
    }
  }

  return (
    <Button border="dark" onClick={confirmAndCancel} loading={pending}>
      신청 취소
    </Button>
  )
}

/** /user/service/view/{id}: the request, its public timeline, photos, shop, cost; cancel while requested. */
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
          {request.shop && (
            <div>
              <dt>매장</dt>
              <dd data-testid="service-shop">
                {request.shop.name}
                <br />
                <span className="service__aside">
                  {request.shop.address}
                  {request.shop.phone && ` · ${request.shop.phone}`}
                </span>
              </dd>
            </div>
          )}
          {request.returnAddress && (
            <div>
              <dt>받으실 곳</dt>
              <dd>
                {request.returnAddress.name} · {request.returnAddress.phone}
                <br />({request.returnAddress.postalCode}) {request.returnAddress.address}
              </dd>
            </div>
          )}
          {request.cost !== null && (
            <div>
              <dt>수리 비용</dt>
              <dd>{request.cost === 0 ? '무상' : `${won.format(request.cost)}원`}</dd>
            </div>
          )}
        </dl>
        <p className="service__description">{request.description}</p>
        {request.photos.length > 0 && (
          <ul className="service__photos" aria-label="첨부한 사진">
            {request.photos.map((photo, index) => (
              <li key={photo.id}>
                <img src={photo.url} alt={`첨부 사진 ${index + 1}`} width={120} height={120} loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        )}
      </div>
      <section className="service__section" aria-labelledby="timeline-title">
        <h2 id="timeline-title" className="service__title">
          진행 기록
        </h2>
        <ol className="service-timeline">
          {request.timeline.map((entry, index) => (
            <li key={`${entry.status}-${index}`} className="service-timeline__entry">
              <p className="service-timeline__head">
                <strong>{entry.label}</strong> <time>{entry.at}</time>
              </p>
              {entry.note && <p className="service-timeline__note">{entry.note}</p>}
            </li>
          ))}
        </ol>
      </section>
      <div className="button-row">
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
