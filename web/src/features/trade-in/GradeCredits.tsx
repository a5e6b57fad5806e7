import type { TradeInGrade } from '@storefront/rules/trade-in'
import type { GradeCredit } from './types'
import { formatNumber } from '~/ui/format-number'

/** A model's credit for each condition grade; `current` marks the grade the customer's answers give. */
export function GradeCredits({ credits, current = null, label }: { credits: GradeCredit[]; current?: TradeInGrade | null; label: string }) {
  return (
    <dl className="trade-in__grades" aria-label={label}>
      {credits.map((item) => (
        <div key={item.grade} className={item.grade === current ? 'trade-in__grade trade-in__grade--current' : 'trade-in__grade'}>
          <dt>
            {item.label}
            {item.grade === current && <span className="visually-hidden"> (내 기기 상태)</span>}
          </dt>
          <dd>{formatNumber(item.credit)}원</dd>
        </div>
      ))}
    </dl>
  )
}

/** What each grade means, in the words the CMS grades by. */
export function GradeRules({ credits }: { credits: GradeCredit[] }) {
  return (
    <ul className="trade-in__grade-rules">
      {credits.map((item) => (
        <li key={item.grade}>
          <strong>{item.label}</strong> {item.description}
        </li>
      ))}
    </ul>
  )
}
