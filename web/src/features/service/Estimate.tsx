import type { EstimateAnswer } from '@storefront/rules/estimate'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '~/ui/Button'
import { dialogs } from '~/ui/dialog/dialog-store'
import { pushToast } from '~/ui/toast/toast-store'
import type { EstimateResult, EstimateView } from './estimate'
import { formatNumber } from '~/ui/format-number'

const won = (amount: number) => `${formatNumber(amount)}원`

// When the answer was given, where it is known (an estimate answered before the time was kept has none).
const answeredWhen = (estimate: EstimateView) => (estimate.answeredAt ? `${estimate.answeredAt}에 ` : '')

const stateText = (estimate: EstimateView) =>
  estimate.state === 'approved'
    ? `${answeredWhen(estimate)}승인하셨습니다. 승인하신 금액 안에서 수리합니다.`
    : estimate.state === 'declined'
      ? `${answeredWhen(estimate)}거절하셨습니다. 수리하지 않고 기기를 돌려 드립니다.`
      : '견적을 확인하시고 승인하시거나 거절해 주세요. 승인하시기 전에는 비용이 드는 수리를 하지 않습니다.'

/**
 * A repair's estimate: its lines and what the customer answered; while it waits, approving or
 * declining after a confirm. `answer` sends it, from the request's page or from the mail's link.
 */
export function EstimateSection({ estimate, answer }: { estimate: EstimateView; answer: (answer: EstimateAnswer) => Promise<EstimateResult> }) {
  const router = useRouter()
  const [pending, setPending] = useState<EstimateAnswer | null>(null)

  async function confirmAndSend(choice: EstimateAnswer) {
    const confirmed = await dialogs.confirm(
      choice === 'approved'
        ? { title: '견적 승인', message: `견적 ${won(estimate.total)}으로 수리를 진행할까요?`, confirmLabel: '승인', closeLabel: '닫기' }
        : {
            title: '견적 거절',
            message: '수리하지 않고 기기를 돌려받으시겠습니까?\n거절하면 이 신청은 종료됩니다.',
            confirmLabel: '거절',
            closeLabel: '닫기',
          },
    )
    if (!confirmed) return
    setPending(choice)
    try {
      const result = await answer(choice)
      pushToast(
        result.ok
          ? { message: choice === 'approved' ? '견적을 승인했습니다. 수리를 시작하면 알려 드립니다.' : '견적을 거절했습니다. 기기를 돌려 드립니다.' }
          : { message: result.message, type: 'error' },
      )
      await router.invalidate()
    } catch {
      pushToast({ message: '답변을 보내지 못했습니다. 잠시 후 다시 시도하세요.', type: 'error' })
    } finally {
      setPending(null)
    }
  }

  return (
    <section className="service__section estimate" aria-labelledby="estimate-title" data-testid="estimate">
      <h2 id="estimate-title" className="service__title">
        수리 견적
      </h2>
      <p className={`service__cover${estimate.state === 'pending' ? ' estimate__ask' : ''}`} data-testid="estimate-state">
        {stateText(estimate)}
      </p>
      <dl className="device-facts estimate__lines">
        <div>
          <dt>부품비</dt>
          <dd>{won(estimate.parts)}</dd>
        </div>
        <div>
          <dt>공임</dt>
          <dd>{won(estimate.labour)}</dd>
        </div>
        <div className="estimate__total">
          <dt>합계</dt>
          <dd data-testid="estimate-total">{won(estimate.total)}</dd>
        </div>
        {estimate.note && (
          <div>
            <dt>설명</dt>
            <dd>{estimate.note}</dd>
          </div>
        )}
        <div>
          <dt>보낸 날</dt>
          <dd>{estimate.sentAt}</dd>
        </div>
      </dl>
      {estimate.canAnswer && (
        <div className="button-row">
          <Button color="primary" onClick={() => confirmAndSend('approved')} loading={pending === 'approved'} disabled={pending !== null}>
            견적 승인
          </Button>
          <Button border="dark" onClick={() => confirmAndSend('declined')} loading={pending === 'declined'} disabled={pending !== null}>
            수리하지 않고 돌려받기
          </Button>
        </div>
      )}
    </section>
  )
}
