// The e-mail each message of an A/S conversation sends to the other side: to the customer, staff's
// reply with a link to the request's page; to staff, the customer's message with a link to the
// request in the admin panel. Plain text with a simple HTML twin, like the status mails.
import { htmlTwin } from '@/requests/mail/mailHtml'
import { koreanDateTime } from '@storefront/rules/seoul-date'

export interface MessageMailFacts {
  brandName: string
  number: string
  /** Who it goes to: the customer (staff wrote) or staff (the customer wrote). */
  to: 'customer' | 'staff'
  customerName: string | null
  body: string
  photoCount: number
  at: Date
  link: string
}

export function messageMailText(facts: MessageMailFacts): { subject: string; text: string; html: string } {
  const forCustomer = facts.to === 'customer'
  const subject = forCustomer ? `[${facts.brandName}] A/S ${facts.number} 답변이 도착했습니다` : `[${facts.brandName}] A/S ${facts.number} 고객 메시지`
  const lines = forCustomer
    ? [
        facts.customerName ? `${facts.customerName} 고객님, 안녕하세요.` : '고객님, 안녕하세요.',
        '',
        `신청하신 A/S(${facts.number})에 담당자가 답변을 남겼습니다. (${koreanDateTime(facts.at)})`,
        '',
        ...facts.body.split('\n'),
        '',
        `답변 보기·메시지 남기기: ${facts.link}`,
        '',
        `${facts.brandName} 드림`,
      ]
    : [
        `A/S ${facts.number}에 ${facts.customerName ?? '고객'}님이 메시지를 남겼습니다. (${koreanDateTime(facts.at)})`,
        '',
        ...facts.body.split('\n'),
        ...(facts.photoCount > 0 ? ['', `사진 ${facts.photoCount}장이 함께 올라왔습니다.`] : []),
        '',
        `신청 보기·답변하기: ${facts.link}`,
      ]
  return { subject, text: lines.join('\n'), html: htmlTwin(lines, [facts.link]) }
}
