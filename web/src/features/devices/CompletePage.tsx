import { PageHeader } from '~/features/layout/PageHeader'
import { ButtonLink } from '~/ui/Button'
import { ProductCard } from './ProductCard'
import type { DeviceView } from './types'

/** /device/register/complete: the registered device with the warranty end the CMS derived. */
export function CompletePage({ device }: { device: DeviceView }) {
  return (
    <section className="page registration">
      <PageHeader title="정품 등록 완료" lead="정품 등록이 끝났습니다. 보증 기간 동안 A/S를 받으실 수 있습니다." />
      <ProductCard name={device.productName} image={device.image}>
        <dl className="device-facts">
          <div>
            <dt>일련번호</dt>
            <dd className="serial">{device.serialNumber}</dd>
          </div>
          <div>
            <dt>구입일</dt>
            <dd>{device.purchaseDate}</dd>
          </div>
          <div>
            <dt>보증 만료일</dt>
            <dd data-testid="warranty-end">{device.warrantyEnd}</dd>
          </div>
        </dl>
      </ProductCard>
      <div className="button-row">
        <ButtonLink link={{ to: '/user/device' }} color="primary">
          내 기기 보기
        </ButtonLink>
        <ButtonLink link={{ to: '/service/$serialNumber', params: { serialNumber: device.serialNumber } }} border="light">
          A/S 신청
        </ButtonLink>
        <ButtonLink link={{ to: '/device/register' }} border="light">
          다른 기기 등록
        </ButtonLink>
      </div>
    </section>
  )
}
