import { PageHeader } from '~/ui/PageHeader'
import { ButtonLink } from '~/ui/Button'
import { DeviceFacts } from './DeviceFacts'
import { ProductCard } from './ProductCard'
import type { DeviceView } from './types'

/** /device/register/complete: the registered device with the warranty end the CMS derived. */
export function CompletePage({ device }: { device: DeviceView }) {
  return (
    <section className="page registration">
      <PageHeader title="정품 등록 완료" lead="정품 등록이 끝났습니다. 보증 기간 동안 A/S를 받으실 수 있습니다." />
      <ProductCard name={device.productName} image={device.image}>
        <DeviceFacts serialNumber={device.serialNumber} purchaseDate={device.purchaseDate}>
          <div>
            <dt>보증 만료일</dt>
            <dd data-testid="warranty-end">{device.warrantyEnd}</dd>
          </div>
        </DeviceFacts>
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
