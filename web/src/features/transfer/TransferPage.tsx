import { TRANSFER_CODE_HOURS } from '@storefront/rules/device-transfer'
import { useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { DeviceFacts, WarrantyFact } from '~/features/devices/DeviceFacts'
import type { DeviceView } from '~/features/devices/types'
import { PageHeader } from '~/ui/PageHeader'
import { Button, ButtonLink } from '~/ui/Button'
import { dialogs } from '~/ui/dialog/dialog-store'
import { pushToast } from '~/ui/toast/toast-store'
import { offerTransfer, withdrawTransfer } from './transfer.functions'

/**
 * /user/transfer/{serialNumber}: hand my device to someone else. A one-time code, shown once,
 * which the recipient enters at /user/receive; until then the device stays mine.
 */
export function TransferPage({ device }: { device: DeviceView }) {
  const router = useRouter()
  const offer = useServerFn(offerTransfer)
  const withdraw = useServerFn(withdrawTransfer)
  const [made, setMade] = useState<{ code: string; until: string } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  async function makeCode() {
    if (
      device.transferOfferUntil &&
      !(await dialogs.confirm({
        title: '새 양도 코드',
        message: '새 코드를 만들면 전에 만든 코드는 더 이상 쓸 수 없습니다.',
        confirmLabel: '새로 만들기',
        closeLabel: '닫기',
      }))
    )
      return
    setPending(true)
    setProblem(null)
    try {
      const result = await offer({ data: { id: device.id } })
      if (!result.ok) return setProblem(result.message)
      setMade({ code: result.code, until: result.until })
    } catch {
      setProblem('양도 코드를 만들지 못했습니다. 잠시 후 다시 시도하세요.')
    } finally {
      setPending(false)
    }
  }

  async function withdrawCode() {
    setPending(true)
    try {
      const result = await withdraw({ data: { id: device.id } })
      pushToast(result.ok ? { message: '양도 코드를 취소했습니다.' } : { message: result.message, type: 'error' })
      setMade(null)
      await router.invalidate()
    } catch {
      pushToast({ message: '양도 코드를 취소하지 못했습니다. 잠시 후 다시 시도하세요.', type: 'error' })
    } finally {
      setPending(false)
    }
  }

  const until = made?.until ?? device.transferOfferUntil
  return (
    <section className="page service">
      <PageHeader title="기기 양도" lead="중고로 팔거나 선물한 기기를 받는 분의 계정으로 옮깁니다. 보증 기간은 그대로 이어집니다." />
      <div className="service__summary">
        <p>
          <strong>{device.productName}</strong>
        </p>
        <DeviceFacts serialNumber={device.serialNumber} purchaseDate={device.purchaseDate}>
          <WarrantyFact device={device} />
        </DeviceFacts>
      </div>
      <ol className="shipping__steps">
        <li>아래에서 양도 코드를 만들어 받는 분께 전해 주세요. 코드는 {TRANSFER_CODE_HOURS}시간 동안 한 번 쓸 수 있습니다.</li>
        <li>받는 분이 바포레에 로그인해 ‘기기 받기’에서 코드를 입력하면 그분의 기기로 등록됩니다.</li>
        <li>그때부터 이 기기는 내 기기 목록에서 빠지고, 지난 A/S 내역은 그대로 남습니다.</li>
      </ol>
      {made && (
        <div className="notice" role="status" aria-labelledby="transfer-code-title">
          <p id="transfer-code-title" className="notice__title">
            양도 코드
          </p>
          <p className="code-display code-display--large" data-testid="transfer-code">
            {made.code}
          </p>
          <p>이 코드는 지금만 보여 드립니다. {made.until}까지 쓸 수 있습니다.</p>
        </div>
      )}
      {!made && until && (
        <p className="notice" data-testid="transfer-pending">
          만들어 둔 양도 코드가 {until}까지 유효합니다. 코드를 잃어버렸다면 새로 만드세요.
        </p>
      )}
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <div className="button-row">
        <Button color="primary" onClick={makeCode} loading={pending}>
          {until ? '새 양도 코드 만들기' : '양도 코드 만들기'}
        </Button>
        {until && (
          <Button border="dark" onClick={withdrawCode} disabled={pending}>
            양도 취소
          </Button>
        )}
        <ButtonLink link={{ to: '/user/device' }} border="light">
          내 기기로
        </ButtonLink>
      </div>
    </section>
  )
}
