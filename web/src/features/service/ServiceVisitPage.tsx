import { useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { type FormEvent, useState } from 'react'
import { PageHeader } from '~/ui/PageHeader'
import { Button, ButtonLink } from '~/ui/Button'
import { dialogs } from '~/ui/dialog/dialog-store'
import { ErrorText } from '~/ui/FormParts'
import { pushToast } from '~/ui/toast/toast-store'
import type { ServiceDetail } from './types'
import { bookVisit } from './visit.functions'
import type { VisitSlotsView } from './visit.server'

/**
 * /user/service/visit/{id}: a day, then a time with places left at the shop, for a visit that waits
 * to be received; or dropping the booking. A slot that filled meanwhile is refused by the CMS and
 * the page shows the places as they are now.
 */
export function ServiceVisitPage({ request, slots }: { request: ServiceDetail; slots: VisitSlotsView }) {
  const router = useRouter()
  const book = useServerFn(bookVisit)
  const [day, setDay] = useState(slots.days[0]?.day)
  const [error, setError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)
  const view = { to: '/user/service/view/$serviceId', params: { serviceId: String(request.id) } } as const
  const booked = request.visit?.label ?? null

  async function send(visitAt: string | null, done: string) {
    setPending(true)
    setError(undefined)
    try {
      const result = await book({ data: { id: request.id, visitAt } })
      if (!result.ok) {
        setError(result.message)
        // The places as they are now: the one just refused may have filled.
        return await router.invalidate()
      }
      pushToast({ message: done })
      await router.navigate(view)
    } catch {
      setError('방문 예약을 저장하지 못했습니다. 잠시 후 다시 시도하세요.')
    } finally {
      setPending(false)
    }
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const visitAt = new FormData(event.currentTarget).get('visitAt')
    if (typeof visitAt !== 'string' || !visitAt) return setError('방문할 시간을 고르세요.')
    await send(visitAt, '방문 예약을 마쳤습니다. 예약하신 시간에 기기를 가지고 방문해 주세요.')
  }

  const cancel = async () => {
    const confirmed = await dialogs.confirm({
      title: '방문 예약 취소',
      message: `${booked} 방문 예약을 취소하시겠습니까?`,
      confirmLabel: '예약 취소',
      closeLabel: '닫기',
    })
    if (confirmed) await send(null, '방문 예약을 취소했습니다.')
  }

  const back = (
    <ButtonLink link={view} border="light">
      신청 내용으로
    </ButtonLink>
  )
  const shown = slots.days.find((each) => each.day === day)
  return (
    <section className="page service">
      <PageHeader title="방문 예약" lead={request.shop ? `${request.shop.name} · 접수 번호 ${request.number}` : `접수 번호 ${request.number}`} />
      {booked && (
        <p className="service__cover" data-testid="visit-booked">
          지금 예약: {booked}
        </p>
      )}
      {request.visit?.canBook && slots.days.length > 0 ? (
        <form className="form service__form" noValidate onSubmit={onSubmit} aria-label="방문 예약">
          <fieldset className="choice-group visit__days">
            <legend className="field__label">날짜</legend>
            {slots.days.map((each) => (
              <label key={each.day} className="choice">
                <input type="radio" name="day" value={each.day} checked={each.day === day} onChange={() => setDay(each.day)} />
                <span>{each.label}</span>
              </label>
            ))}
          </fieldset>
          {shown && (
            <fieldset className="choice-group visit__times" aria-describedby={error ? 'visit-error' : undefined}>
              <legend className="field__label">{shown.label} 시간</legend>
              {shown.slots.map((slot) => (
                <label key={slot.at} className="choice" data-full={slot.left === 0 ? true : undefined}>
                  <input type="radio" name="visitAt" value={slot.at} disabled={slot.left === 0} />
                  <span>
                    {slot.time} <span className="visit__left">{slot.left === 0 ? '마감' : `남은 자리 ${slot.left}`}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          <ErrorText id="visit-error" message={error} />
          <div className="button-row">
            <Button type="submit" color="primary" loading={pending}>
              {booked ? '예약 바꾸기' : '예약하기'}
            </Button>
            {booked && (
              <Button border="dark" onClick={cancel} disabled={pending}>
                예약 취소
              </Button>
            )}
            {back}
          </div>
        </form>
      ) : (
        <div className="notice">
          <p className="notice__title">지금은 방문 예약을 할 수 없습니다</p>
          <p>
            {request.visit?.canBook
              ? '앞으로 2주 안에 예약할 수 있는 시간이 없습니다. 매장으로 연락해 주세요.'
              : '접수가 시작되었거나 예약을 받지 않는 매장입니다. 매장 영업시간에 방문해 주세요.'}
          </p>
          {back}
        </div>
      )}
    </section>
  )
}
