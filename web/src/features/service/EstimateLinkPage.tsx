import { estimateRefusals } from '@storefront/rules/estimate'
import { useServerFn } from '@tanstack/react-start'
import { PageHeader } from '~/ui/PageHeader'
import { ButtonLink } from '~/ui/Button'
import { EstimateSection } from './Estimate'
import { answerByLink } from './estimate.functions'
import type { EstimateByLink } from './estimate.server'

/**
 * /service/estimate?token=…: the estimate a mail's link names, answered without signing in.
 * `looked` is null when the address carries no token at all.
 */
export function EstimateLinkPage({ token, looked }: { token: string; looked: EstimateByLink | null }) {
  const send = useServerFn(answerByLink)
  const found: EstimateByLink = looked ?? { ok: false, message: estimateRefusals.badLink }
  return (
    <section className="page service">
      <PageHeader title="수리 견적" lead={found.ok ? `접수 번호 ${found.number}` : undefined} />
      {found.ok ? (
        <>
          <dl className="device-facts">
            <div>
              <dt>기기</dt>
              <dd>{found.productName}</dd>
            </div>
            <div>
              <dt>진행 상태</dt>
              <dd>{found.statusLabel}</dd>
            </div>
          </dl>
          <EstimateSection estimate={found.estimate} answer={(answer) => send({ data: { token, answer } })} />
        </>
      ) : (
        <p className="service__cover" role="alert" data-testid="estimate-problem">
          {found.message}
        </p>
      )}
      <div className="button-row">
        <ButtonLink link={{ to: '/user/service/current' }} border="light">
          A/S 신청 내역 보기
        </ButtonLink>
      </div>
    </section>
  )
}
