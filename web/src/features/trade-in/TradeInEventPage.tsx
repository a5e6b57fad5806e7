import { ButtonLink } from '~/ui/Button'
import { ArticleHero } from '~/ui/rich-text/ArticleHero'
import { RichText } from '~/ui/rich-text/RichText'
import type { TradeInEventPageData } from './types'
import { GradeCredits, GradeRules } from './GradeCredits'
import { formatNumber } from '~/ui/format-number'

/** "D-3", "오늘 마감" or "3일 후 시작": where the event stands, in one glance. */
function phaseLabel({ phase, days }: TradeInEventPageData) {
  if (phase === 'ended') return '종료된 이벤트입니다'
  if (phase === 'upcoming') return days === 0 ? '오늘 시작합니다' : `${days}일 후 시작합니다`
  return days === 0 ? '오늘 마감' : `마감까지 ${days}일`
}

/**
 * /trade-in/{tradeEventId}: the event, its period, the models it takes with their credit, the
 * limit and the terms. A shared public page (decision 0023): nothing here depends on the visitor;
 * whether their devices qualify is on /trade-in/{id}/me.
 */
export function TradeInEventPage({ event }: { event: TradeInEventPageData }) {
  const tradeEventId = String(event.id)
  return (
    <article className="page trade-in">
      <header className="trade-in__header">
        <p className={`trade-in__phase trade-in__phase--${event.phase}`}>{phaseLabel(event)}</p>
        <h1>{event.title}</h1>
        {event.summary && <p className="trade-in__summary">{event.summary}</p>}
        <p className="trade-in__period">
          기간 <time dateTime={event.startsAt.iso}>{event.startsAt.text}</time> ~ <time dateTime={event.endsAt.iso}>{event.endsAt.text}</time>
        </p>
      </header>
      {event.banner && <ArticleHero image={event.banner} />}

      <section className="trade-in__section" aria-labelledby="trade-in-offers">
        <h2 id="trade-in-offers">대상 제품과 보상 금액</h2>
        <ul className="trade-in__offers">
          {event.offers.map((offer) => (
            <li key={offer.productId} className="trade-in__offer trade-in__offer--graded">
              {offer.image && <img src={offer.image.url} alt={offer.image.alt} width={64} height={64} loading="lazy" />}
              <span className="trade-in__offer-name">
                {offer.name} <strong className="trade-in__credit">최대 {formatNumber(offer.credit)}원</strong>
              </span>
              <GradeCredits credits={offer.credits} label={`${offer.name} 등급별 보상 금액`} />
            </li>
          ))}
        </ul>
        {event.offers[0] && <GradeRules credits={event.offers[0].credits} />}
        <p className="trade-in__limit">1인당 최대 {event.perCustomerLimit}대까지 참여할 수 있습니다.</p>
        {event.payout && (
          <p className="trade-in__limit" data-testid="trade-in-event-payout">
            <strong>보상 지급</strong> {event.payout}
          </p>
        )}
      </section>

      {event.termsHtml && (
        <section className="trade-in__section" aria-labelledby="trade-in-terms">
          <h2 id="trade-in-terms">참여 조건·유의 사항</h2>
          <RichText html={event.termsHtml} className="trade-in__terms" />
        </section>
      )}

      <footer className="trade-in__actions">
        {event.phase === 'running' ? (
          <ButtonLink link={{ to: '/trade-in/$tradeEventId/me/{-$tab}', params: { tradeEventId, tab: undefined } }}>내 기기로 신청하기</ButtonLink>
        ) : (
          <p className="notice" role="status">
            {event.phase === 'upcoming'
              ? `${event.startsAt.text}부터 신청할 수 있습니다.`
              : '이 이벤트는 종료되어 더 이상 신청을 받지 않습니다. 진행 중인 다른 이벤트를 확인해 주세요.'}
          </p>
        )}
        <ButtonLink link={{ to: '/' }} border="light">
          메인으로
        </ButtonLink>
      </footer>
    </article>
  )
}
