// The e-mail a customer gets when their A/S request or trade-in changes status: Korean, plain text
// with a simple HTML twin. A plain function, so its wording is tested without a mail server.
import { serviceFlow, type ServiceStatus } from '@storefront/rules/service-request-flow'
import { tradeInFlow, type TradeInStatus } from '@storefront/rules/trade-in-flow'
import { koreanDateTime } from '@storefront/rules/seoul-date'
import { entryLabel, type Flow, timelineEvents, type TimelineEvent } from '@storefront/rules/workflow'
import { htmlTwin } from './mailHtml'

type Kind<S extends string> = {
  /** How the subject and the first line name the record. */
  title: string
  /** Its statuses, and what the customer should expect next in each (`flow.next`). */
  flow: Flow<S>
}

const service: Kind<ServiceStatus> = { title: 'A/S', flow: serviceFlow }
const tradeIn: Kind<TradeInStatus> = { title: '보상 판매', flow: tradeInFlow }

const mailKinds = { service, 'trade-in': tradeIn } as const
export type MailKind = keyof typeof mailKinds

export interface StatusMailFacts {
  kind: MailKind
  brandName: string
  customerName: string | null
  number: string
  status: string
  /** Set for an entry that is not a status change: the device sent back, an inspection's result. */
  event?: string | null
  note: string | null
  at: Date
  link: string
  /** The credit granted, in won, for a completed trade-in. */
  credit?: number | null
  /** The courier's tracking page of the device sent back. */
  tracking?: string | null
  /** When and how an approved trade-in's credit is paid (the event's words). */
  payout?: string | null
  /** Where the customer answers a repair's estimate without signing in (a signed link). */
  estimateLink?: string | null
}

export function statusMailText(facts: StatusMailFacts): { subject: string; text: string; html: string } {
  const kind = mailKinds[facts.kind] as Kind<string>
  const label = entryLabel(kind.flow, facts)
  const subject = `[${facts.brandName}] ${kind.title} ${facts.number} ${label}`
  const greeting = facts.customerName ? `${facts.customerName} 고객님, 안녕하세요.` : '고객님, 안녕하세요.'
  const what = facts.event ? `의 ${label} 소식을 알려 드립니다.` : `가 '${label}' 상태가 되었습니다.`
  const lines = [
    greeting,
    '',
    `신청하신 ${kind.title}(${facts.number})${what} (${koreanDateTime(facts.at)})`,
    ...(typeof facts.credit === 'number' ? ['', `지급 보상 금액: ${facts.credit.toLocaleString('ko-KR')}원`] : []),
    ...(facts.note ? ['', `안내: ${facts.note}`] : []),
    ...(facts.tracking ? ['', `배송 조회: ${facts.tracking}`] : []),
    ...(facts.payout ? ['', `보상 지급: ${facts.payout}`] : []),
    ...(facts.estimateLink ? ['', `견적 확인·승인: ${facts.estimateLink}`] : []),
    '',
    (facts.event && timelineEvents[facts.event as TimelineEvent]?.next) || kind.flow.next[facts.status] || '',
    '',
    `진행 상황 보기: ${facts.link}`,
    '',
    `${facts.brandName} 드림`,
  ]
  return { subject, text: lines.join('\n'), html: htmlTwin(lines, [facts.link, facts.tracking, facts.estimateLink]) }
}
