import type { TradeInElsewhere } from './types'

/**
 * Where the same verified person already took part in the event from another account: said where
 * the offer or the form would be, so nobody fills the form to learn it.
 */
export function TradeInElsewhereList({ elsewhere }: { elsewhere: TradeInElsewhere[] }) {
  if (elsewhere.length === 0) return null
  return (
    <ul aria-label="다른 계정으로 참여한 내역">
      {elsewhere.map(({ number, requestedOn, account }) => (
        <li key={number}>{`${account} · ${requestedOn} 신청 · 신청 번호 ${number}`}</li>
      ))}
    </ul>
  )
}
