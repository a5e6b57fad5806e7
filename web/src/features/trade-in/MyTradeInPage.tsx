import { PageHeader } from '~/ui/PageHeader'
import { ButtonLink } from '~/ui/Button'
import { SiteLink } from '~/ui/SiteLink'
import { TradeInElsewhereList } from './TradeInElsewhere'
import { TradeInList } from './TradeInList'
import type { MyTradeInEvent } from './types'
import { formatNumber } from '~/ui/format-number'

export type MyTradeInTab = 'devices' | 'requests'

/** /trade-in/{id}/me/{tab?}: my devices against the event (credit or why not), and my trade-ins in it. */
export function MyTradeInPage({ data, tab }: { data: MyTradeInEvent; tab: MyTradeInTab }) {
  const { event, devices, requests, elsewhere } = data
  const tradeEventId = String(event.id)
  return (
    <section className="page trade-in">
      <PageHeader title="나의 보상 판매" lead={event.title} />
      <nav className="trade-in__tabs" aria-label="나의 보상 판매">
        <SiteLink
          link={{ to: '/trade-in/$tradeEventId/me/{-$tab}', params: { tradeEventId, tab: undefined } }}
          className="trade-in__tab"
          aria-current={tab === 'devices' ? 'page' : undefined}
        >
          신청할 기기
        </SiteLink>
        <SiteLink
          link={{ to: '/trade-in/$tradeEventId/me/{-$tab}', params: { tradeEventId, tab: 'requests' } }}
          className="trade-in__tab"
          aria-current={tab === 'requests' ? 'page' : undefined}
        >
          신청 내역 {requests.length > 0 && `(${requests.length})`}
        </SiteLink>
      </nav>

      {tab === 'devices' && elsewhere.length > 0 && (
        <div className="notice" role="note">
          <p className="notice__title">같은 명의의 다른 계정으로 이미 참여하셨습니다</p>
          <TradeInElsewhereList elsewhere={elsewhere} />
        </div>
      )}
      {tab === 'devices' &&
        (devices.length === 0 ? (
          <div className="notice">
            <p>정품 등록된 기기가 없습니다. 기기를 먼저 정품 등록해 주세요.</p>
            <ButtonLink link={{ to: '/device/register' }}>정품 등록하기</ButtonLink>
          </div>
        ) : (
          <ul className="trade-in__offers" aria-label="내 기기">
            {devices.map((device) => (
              <li key={device.id} className="trade-in__device" data-serial={device.serialNumber}>
                <span className="trade-in__offer-name">
                  {device.productName} <span className="serial">{device.serialNumber}</span>
                </span>
                {device.credit !== null && <strong className="trade-in__credit">보상 최대 {formatNumber(device.credit)}원</strong>}
                {device.reason ? (
                  <p className="trade-in__reason">{device.reason}</p>
                ) : (
                  <ButtonLink link={{ to: '/trade-in/$tradeEventId/request/$serialNumber', params: { tradeEventId, serialNumber: device.serialNumber } }}>
                    이 기기로 신청하기
                  </ButtonLink>
                )}
              </li>
            ))}
          </ul>
        ))}

      {tab === 'requests' &&
        (requests.length === 0 ? <p className="notice">이 이벤트에 신청한 내역이 없습니다.</p> : <TradeInList requests={requests} label="신청 내역" />)}

      <ButtonLink link={{ to: '/trade-in/$tradeEventId', params: { tradeEventId } }} border="light">
        이벤트 안내 보기
      </ButtonLink>
    </section>
  )
}
