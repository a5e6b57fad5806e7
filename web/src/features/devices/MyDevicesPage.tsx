import { PageHeader } from '~/ui/PageHeader'
import { ButtonLink } from '~/ui/Button'
import { ProgramNotice } from './ProgramNotice'
import { SiteLink } from '~/ui/SiteLink'
import { DeviceFacts, WarrantyFact } from './DeviceFacts'
import { ProductCard } from './ProductCard'
import type { MyDevice } from './types'
import { formatNumber } from '~/ui/format-number'

/** /user/device: my registered devices, each with its warranty, A/S and the trade-in events it can join. */
export function MyDevicesPage({ devices }: { devices: MyDevice[] }) {
  return (
    <section className="page my-devices">
      <PageHeader title="내 기기" lead="정품 등록한 기기와 보증 기간을 확인하고 A/S를 신청할 수 있습니다." />
      {devices.length === 0 ? (
        <div className="notice">
          <p className="notice__title">등록한 기기가 없습니다</p>
          <p>정품 등록을 하시면 보증 기간을 확인하고 A/S를 신청할 수 있습니다.</p>
          <div className="button-row">
            <ButtonLink link={{ to: '/device/register' }} color="primary">
              정품 등록하기
            </ButtonLink>
            <ButtonLink link={{ to: '/user/receive' }} border="light">
              양도받은 기기 등록
            </ButtonLink>
          </div>
        </div>
      ) : (
        <>
          <ul className="my-devices__list">
            {devices.map((device) => (
              <li key={device.id} className="my-devices__item" data-serial={device.serialNumber}>
                <ProductCard name={device.productName} image={device.image}>
                  <DeviceFacts serialNumber={device.serialNumber} purchaseDate={device.purchaseDate}>
                    <WarrantyFact device={device} />
                  </DeviceFacts>
                </ProductCard>
                <ProgramNotice programs={device.programs} serialNumber={device.serialNumber} />
                {device.tradeIns.length > 0 && (
                  <ul className="my-devices__trade-ins" aria-label={`${device.productName} 보상 판매 이벤트`}>
                    {device.tradeIns.map((event) => (
                      <li key={event.id}>
                        <SiteLink link={{ to: '/trade-in/$tradeEventId', params: { tradeEventId: String(event.id) } }}>
                          {event.title} · 보상 {formatNumber(event.credit)}원
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                )}
                <div className="button-row">
                  <ButtonLink link={{ to: '/service/$serialNumber', params: { serialNumber: device.serialNumber } }} size="small" border="light">
                    A/S 신청
                  </ButtonLink>
                  <ButtonLink link={{ to: '/user/warranty/$serialNumber', params: { serialNumber: device.serialNumber } }} size="small" border="light">
                    보증서
                  </ButtonLink>
                  <ButtonLink link={{ to: '/user/transfer/$serialNumber', params: { serialNumber: device.serialNumber } }} size="small" border="light">
                    양도하기
                  </ButtonLink>
                </div>
              </li>
            ))}
          </ul>
          <div className="button-row">
            <ButtonLink link={{ to: '/device/register' }} border="light">
              다른 기기 등록하기
            </ButtonLink>
            <ButtonLink link={{ to: '/user/receive' }} border="light">
              양도받은 기기 등록
            </ButtonLink>
          </div>
        </>
      )}
    </section>
  )
}
