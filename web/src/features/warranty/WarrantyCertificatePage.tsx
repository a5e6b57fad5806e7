import { PageHeader } from '~/ui/PageHeader'
import type { DeviceView } from '~/features/devices/types'
import { ProgramNotice } from '~/features/devices/ProgramNotice'
import { Button, ButtonLink } from '~/ui/Button'
import type { CertificateCheck } from './certificate.server'

/**
 * /user/warranty/{serialNumber}: the warranty certificate (보증서) of one of my devices, to show,
 * print, or save as a PDF from the print dialog; its code lets anyone check it at /device/verify,
 * whose full address it prints, with a QR code that opens the check with the code filled in.
 */
export function WarrantyCertificatePage({ device, check }: { device: DeviceView; check: CertificateCheck | null }) {
  return (
    <section className="page service">
      <PageHeader title="보증서" lead="정품 등록한 기기의 보증서입니다. 인쇄하거나 PDF로 저장해 두고, 기기를 넘길 때 함께 전해 주세요." />
      <article className="warranty-certificate" aria-labelledby="certificate-title">
        <div className="warranty-certificate__head">
          <p className="warranty-certificate__brand">VAPORE</p>
          <h2 id="certificate-title">정품 보증서</h2>
        </div>
        <dl className="warranty-certificate__facts">
          <div>
            <dt>제품</dt>
            <dd>{device.productName}</dd>
          </div>
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
            <dd data-testid="warranty-end">
              {device.warrantyEnd || '보증 정보 없음'}
              {!device.inWarranty && device.warrantyEnd && ' (만료)'}
            </dd>
          </div>
          {device.warrantyCode && (
            <div>
              <dt>확인 코드</dt>
              <dd className="code-display" data-testid="warranty-code">
                {device.warrantyCode}
              </dd>
            </div>
          )}
        </dl>
        <p className="warranty-certificate__note">
          보증 기간 안에 정상적으로 사용하다 생긴 고장은 무상으로 수리해 드립니다. 사용자 과실이나 임의 분해로 생긴 고장은 유상입니다.
        </p>
        {check && (
          <div className="warranty-certificate__check">
            <svg
              className="warranty-certificate__qr"
              role="img"
              aria-label="보증서 확인 QR 코드"
              viewBox={`-4 -4 ${check.qr.size + 8} ${check.qr.size + 8}`}
              shapeRendering="crispEdges"
            >
              <rect x={-4} y={-4} width={check.qr.size + 8} height={check.qr.size + 8} fill="#fff" />
              <path d={check.qr.path} fill="#000" />
            </svg>
            <p>
              보증 여부는 누구나 확인할 수 있습니다. 휴대폰 카메라로 QR 코드를 비추거나 아래 주소에서 확인 코드를 입력하세요.
              <br />
              <span className="warranty-certificate__url" data-testid="warranty-check-url">
                {check.url}
              </span>
            </p>
          </div>
        )}
      </article>
      <ProgramNotice programs={device.programs} serialNumber={device.serialNumber} />
      <div className="button-row">
        <Button color="primary" onClick={() => window.print()}>
          인쇄·PDF 저장
        </Button>
        <ButtonLink link={{ to: '/user/device' }} border="light">
          내 기기로
        </ButtonLink>
      </div>
      <p className="service__aside">인쇄 창에서 대상(프린터)을 ‘PDF로 저장’으로 바꾸면 PDF 파일로 저장됩니다.</p>
    </section>
  )
}
