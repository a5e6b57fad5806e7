// The e-mail a customer gets when their A/S request or trade-in changes status: Korean, plain text
// with a simple HTML twin. A plain function, so its wording is tested without a mail server.
import { serviceFlow, type ServiceStatus } from '@/shared/service-request-flow'
import { tradeInFlow, type TradeInStatus } from '@/shared/trade-in-flow'
import { koreanDateTime } from '@/shared/seoul-date'
import type { Flow } from '@/shared/workflow'

type Kind<S extends string> = {
  /** How the subject and the first line name the record. */
  title: string
  /** Its statuses, and what the customer should expect next in each (`flow.next`). */
  flow: Flow<S>
}

const service: Kind<ServiceStatus> = { title: 'A/S', flow: serviceFlow }
const tradeIn: Kind<TradeInStatus> = { title: '보상 판매', flow: tradeInFlow }

export const mailKinds = { service, 'trade-in': tradeIn } as const
export type MailKind = keyof typeof mailKinds

export interface StatusMailFacts {
  kind: MailKind
  brandName: string
  customerName: string | null
  number: string
  status: string
  note: string | null
  at: Date
  link: string
  /** The credit granted, in won, for a completed trade-in. */
  credit?: number | null
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

export function statusMail(facts: StatusMailFacts): { subject: string; text: string; html: string } {
  const kind = mailKinds[facts.kind] as Kind<string>
  const label = kind.flow.labels[facts.status] ?? facts.status
  const subject = `[${facts.brandName}] ${kind.title} ${facts.number} ${label}`
  const greeting = facts.customerName ? `${facts.customerName} 고객님, 안녕하세요.` : '고객님, 안녕하세요.'
  const lines = [
    greeting,
    '',
    `신청하신 ${kind.title}(${facts.number})가 '${label}' 상태가 되었습니다. (${koreanDateTime(facts.at)})`,
    ...(typeof facts.credit === 'number' ? ['', `지급 보상 금액: ${facts.credit.toLocaleString('ko-KR')}원`] : []),
    ...(facts.note ? ['', `안내: ${facts.note}`] : []),
    '',
    kind.flow.next[facts.status] ?? '',
    '',
    `진행 상황 보기: ${facts.link}`,
    '',
    `${facts.brandName} 드림`,
  ]
  const html = lines
    .map((line) =>
      line ? `<p>${escapeHtml(line).replace(escapeHtml(facts.link), `<a href="${escapeHtml(facts.link)}">${escapeHtml(facts.link)}</a>`)}</p>` : '',
    )
    .join('\n')
  return { subject, text: lines.join('\n'), html }
}
