// The e-mail a customer gets when their A/S request or trade-in changes status: Korean, plain text
// with a simple HTML twin. A plain function, so its wording is tested without a mail server.
import { serviceFlow, type ServiceStatus } from '@/shared/service-request-flow'
import { tradeInFlow, type TradeInStatus } from '@/shared/trade-in-flow'
import { koreanDateTime } from '@/shared/seoul-date'
import type { Flow } from '@/shared/workflow'

type Kind<S extends string> = {
  /** How the subject and the first line name the record. */
  title: string
  flow: Flow<S>
  /** What the customer should expect next, by the status the record is now in. */
  next: Record<S, string>
}

const service: Kind<ServiceStatus> = {
  title: 'A/S',
  flow: serviceFlow,
  next: {
    requested: '담당자가 신청 내용을 확인한 뒤 접수해 드립니다. 매장 방문이면 선택하신 매장으로, 택배 접수면 안내에 따라 기기를 보내 주세요.',
    received: '기기를 받았습니다. 점검을 시작하면 다시 알려 드립니다.',
    'in-repair': '수리를 진행하고 있습니다. 끝나면 바로 알려 드립니다.',
    completed: '수리가 끝났습니다. 매장 방문이면 매장에서 찾아가시고, 택배 접수면 적어 주신 주소로 보내 드립니다.',
    cancelled: '신청이 취소되었습니다. 다시 필요하시면 언제든 새로 신청해 주세요.',
    rejected: '이번 신청은 처리할 수 없게 되었습니다. 자세한 내용은 아래 안내를 확인하시고, 궁금한 점은 고객센터로 문의해 주세요.',
  },
}

const tradeIn: Kind<TradeInStatus> = {
  title: '보상 판매',
  flow: tradeInFlow,
  next: {
    requested: '담당자가 신청 내용을 확인한 뒤 승인 여부를 알려 드립니다.',
    approved: '신청이 승인되었습니다. 매장 방문이면 선택하신 매장으로 기기를 가져가시고, 택배 접수면 안내에 따라 기기를 보내 주세요.',
    'device-received': '기기를 받았습니다. 상태를 확인한 뒤 보상을 지급해 드립니다.',
    completed: '보상이 지급되었습니다. 보상 판매에 참여해 주셔서 감사합니다.',
    cancelled: '신청이 취소되었습니다. 이벤트 기간 안에는 다시 신청하실 수 있습니다.',
    rejected: '이번 신청은 보상 판매로 처리할 수 없게 되었습니다. 자세한 내용은 아래 안내를 확인하시고, 궁금한 점은 고객센터로 문의해 주세요.',
  },
}

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
    kind.next[facts.status] ?? '',
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
