// The e-mail a customer gets when their A/S request changes status: Korean, plain text with a
// simple HTML twin. A plain function, so its wording is tested without a mail server.
import { serviceFlow, type ServiceStatus } from '@/shared/service-request-flow'

export interface StatusMailFacts {
  brandName: string
  customerName: string | null
  number: string
  status: ServiceStatus
  note: string | null
  at: Date
  link: string
}

/** What the customer should expect next, by the status the request is now in. */
const NEXT: Record<ServiceStatus, string> = {
  requested: '담당자가 신청 내용을 확인한 뒤 접수해 드립니다. 매장 방문이면 선택하신 매장으로, 택배 접수면 안내에 따라 기기를 보내 주세요.',
  received: '기기를 받았습니다. 점검을 시작하면 다시 알려 드립니다.',
  'in-repair': '수리를 진행하고 있습니다. 끝나면 바로 알려 드립니다.',
  completed: '수리가 끝났습니다. 매장 방문이면 매장에서 찾아가시고, 택배 접수면 적어 주신 주소로 보내 드립니다.',
  cancelled: '신청이 취소되었습니다. 다시 필요하시면 언제든 새로 신청해 주세요.',
  rejected: '이번 신청은 처리할 수 없게 되었습니다. 자세한 내용은 아래 안내를 확인하시고, 궁금한 점은 고객센터로 문의해 주세요.',
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const seoulTime = (at: Date) => new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'long', timeStyle: 'short' }).format(at)

export function statusMail(facts: StatusMailFacts): { subject: string; text: string; html: string } {
  const label = serviceFlow.labels[facts.status]
  const subject = `[${facts.brandName}] A/S ${facts.number} ${label}`
  const greeting = facts.customerName ? `${facts.customerName} 고객님, 안녕하세요.` : '고객님, 안녕하세요.'
  const lines = [
    greeting,
    '',
    `신청하신 A/S(${facts.number})가 '${label}' 상태가 되었습니다. (${seoulTime(facts.at)})`,
    ...(facts.note ? ['', `안내: ${facts.note}`] : []),
    '',
    NEXT[facts.status],
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
