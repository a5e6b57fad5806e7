import { DeviceFacts, WarrantyFact } from '~/features/devices/DeviceFacts'
import { ProductCard } from '~/features/devices/ProductCard'
import { PageHeader } from '~/ui/PageHeader'
import { ButtonLink } from '~/ui/Button'
import { RequestList } from './RequestList'
import { StatusBadge } from '~/features/requests/StatusBadge'
import type { ServiceStart } from './types'

/** /user/service: my open requests on top, then my devices, each with its warranty and A/S button. */
export function ServiceStartPage({ start }: { start: ServiceStart }) {
  return (
    <section className="page service">
      <PageHeader title="A/S 신청" lead="A/S를 받을 기기를 고르세요. 보증 기간 안이면 무상으로 수리해 드립니다." />
      {start.open.length > 0 && (
        <section className="service__section" aria-labelledby="open-requests">
          <h2 id="open-requests" className="service__title">
            진행 중인 A/S
          </h2>
          <RequestList requests={start.open} label="진행 중인 A/S" />
        </section>
      )}
      {start.devices.length === 0 ? (
        <div className="notice">
          <p className="notice__title">등록한 기기가 없습니다</p>
          <p>A/S는 정품 등록한 기기로 신청할 수 있습니다. 먼저 제품 라벨의 일련번호로 정품 등록을 해 주세요.</p>
          <ButtonLink link={{ to: '/device/register' }} color="primary">
            정품 등록하기
          </ButtonLink>
        </div>
      ) : (
        <section className="service__section" aria-labelledby="my-devices">
          <h2 id="my-devices" className="service__title">
            내 기기
          </h2>
          <ul className="my-devices__list">
            {start.devices.map((device) => (
              <li key={device.id} className="my-devices__item" data-serial={device.serialNumber}>
                <ProductCard name={device.productName} image={device.image}>
                  <DeviceFacts serialNumber={device.serialNumber}>
                    <WarrantyFact device={device} />
                    {device.openRequest && (
                      <div>
                        <dt>A/S</dt>
                        <dd>
                          <StatusBadge status={device.openRequest.status} label={device.openRequest.statusLabel} />
                        </dd>
                      </div>
                    )}
                    {device.openTradeIn && (
                      <div>
                        <dt>보상 판매</dt>
                        <dd>{device.openTradeIn.statusLabel} · 진행 중에는 A/S를 신청할 수 없습니다</dd>
                      </div>
                    )}
                  </DeviceFacts>
                </ProductCard>
                <div className="button-row">
                  {device.openRequest ? (
                    <ButtonLink
                      link={{ to: '/user/service/view/$serviceId', params: { serviceId: String(device.openRequest.id) } }}
                      size="small"
                      border="light"
                    >
                      진행 상황 보기
                    </ButtonLink>
                  ) : device.openTradeIn ? (
                    <ButtonLink link={{ to: '/trade-in/view/$tradeId', params: { tradeId: String(device.openTradeIn.id) } }} size="small" border="light">
                      보상 판매 보기
                    </ButtonLink>
                  ) : (
                    <ButtonLink link={{ to: '/service/$serialNumber', params: { serialNumber: device.serialNumber } }} size="small" color="primary">
                      A/S 신청
                    </ButtonLink>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="button-row">
        <ButtonLink link={{ to: '/user/service/current' }} border="light">
          내 A/S 내역
        </ButtonLink>
      </div>
    </section>
  )
}
