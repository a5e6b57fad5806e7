import { couriers, packingSteps } from '@storefront/rules/shipping'
import { useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '~/ui/Button'
import { TextField } from '~/ui/TextField'
import { pushToast } from '~/ui/toast/toast-store'
import type { ShipmentView, ShippingView } from './shipping'
import { sendMyDevice } from './shipping.functions'

function TrackingLink({ shipment, testId }: { shipment: ShipmentView; testId: string }) {
  const text = `${shipment.courierLabel} ${shipment.trackingNumber}`
  return shipment.url ? (
    <a href={shipment.url} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {text} <span className="visually-hidden">(택배사 배송 조회, 새 창)</span>
      <span aria-hidden="true"> ↗</span>
    </a>
  ) : (
    <span data-testid={testId}>{text}</span>
  )
}

/** The courier and tracking number the customer gives once the device is on its way. */
function SendForm({ kind, id, current }: { kind: 'service' | 'trade-in'; id: number; current: ShipmentView | null }) {
  const router = useRouter()
  const send = useServerFn(sendMyDevice)
  const courierId = useId()
  const [error, setError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setPending(true)
    setError(undefined)
    try {
      const result = await send({ data: { kind, id, courier: String(form.get('courier') ?? ''), trackingNumber: String(form.get('trackingNumber') ?? '') } })
      if (!result.ok) return setError(result.message)
      pushToast({ message: '운송장을 저장했습니다. 기기가 도착하면 알려 드립니다.' })
      await router.invalidate()
    } catch {
      setError('운송장을 저장하지 못했습니다. 잠시 후 다시 시도하세요.')
    } finally {
      setPending(false)
    }
  }

  return (
    <form className="form shipping__form" noValidate onSubmit={onSubmit} aria-label="보낸 택배 입력">
      <div className="field">
        <label htmlFor={courierId} className="field__label">
          택배사
        </label>
        <select id={courierId} name="courier" className="field__control" defaultValue={current?.courier ?? ''}>
          <option value="">택배사를 고르세요</option>
          {couriers.map((courier) => (
            <option key={courier.value} value={courier.value}>
              {courier.label}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="운송장 번호"
        name="trackingNumber"
        inputMode="numeric"
        autoComplete="off"
        defaultValue={current?.trackingNumber ?? ''}
        hint="숫자만 입력하세요. 하이픈(-)은 빼도 됩니다."
        error={error}
      />
      <Button type="submit" color="primary" loading={pending}>
        {current ? '운송장 바꾸기' : '운송장 저장'}
      </Button>
    </form>
  )
}

/** A mail-in's shipping: where and how to send the device, its tracking either way. */
export function ShippingSection({ kind, id, number, shipping }: { kind: 'service' | 'trade-in'; id: number; number: string; shipping: ShippingView }) {
  const { sendTo, inbound, outbound, canSend } = shipping
  return (
    <section className="service__section shipping" aria-labelledby="shipping-title">
      <h2 id="shipping-title" className="service__title">
        택배 발송
      </h2>
      {canSend && (
        <>
          <h3 className="shipping__subtitle">보내실 곳</h3>
          {sendTo ? (
            <p data-testid="mail-in-address">
              {sendTo.name} · {sendTo.phone}
              <br />({sendTo.postalCode}) {sendTo.address}
            </p>
          ) : (
            <p>보내실 곳은 고객센터로 문의해 주세요.</p>
          )}
          <h3 className="shipping__subtitle">포장 방법</h3>
          <ol className="shipping__steps">
            {packingSteps.map((step) => (
              <li key={step}>{step.replace('신청 번호', `신청 번호(${number})`)}</li>
            ))}
          </ol>
        </>
      )}
      <dl className="device-facts">
        {inbound && (
          <div>
            <dt>보내신 택배</dt>
            <dd>
              <TrackingLink shipment={inbound} testId="inbound-tracking" />
            </dd>
          </div>
        )}
        {outbound && (
          <div>
            <dt>돌려보낸 택배</dt>
            <dd>
              <TrackingLink shipment={outbound} testId="outbound-tracking" />
            </dd>
          </div>
        )}
      </dl>
      {canSend && <SendForm kind={kind} id={id} current={inbound} />}
    </section>
  )
}
