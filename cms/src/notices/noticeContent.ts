// What a KakaoTalk or text notice says: the template of its kind and the values of its variables,
// from the same facts as the status and reply mails (requests/mail). Plain functions, tested
// without the provider; render() fills a template the way the provider checks it.
import { koreanDateTime } from '@storefront/rules/seoul-date'
import { entryLabel, timelineEvents, type TimelineEvent } from '@storefront/rules/workflow'
import { serviceFlow } from '@storefront/rules/service-request-flow'
import { tradeInFlow } from '@storefront/rules/trade-in-flow'
import type { StatusMailFacts } from '@/requests/mail/statusMailText'
import { noticeTemplates, type NoticeKind } from './templates'

export interface NoticeContent {
  kind: NoticeKind
  variables: Record<string, string>
}

/** A link on the site as the templates' buttons take it: its path and query, without the leading slash. */
const pathOf = (link: string) => {
  const url = new URL(link)
  return `${url.pathname.slice(1)}${url.search}`
}

/** A variable's value may not be empty: the provider refuses a message with a blank variable. */
const orDash = (text: string) => text.trim() || '-'

/** A/S or trade-in status changes and their other entries (shipment, inspection, estimate, visit). */
export function statusNotice(facts: StatusMailFacts): NoticeContent {
  const service = facts.kind === 'service'
  const flow = service ? serviceFlow : tradeInFlow
  const label = entryLabel(flow, facts)
  const next = (facts.event && timelineEvents[facts.event as TimelineEvent]?.next) || (flow.next as Record<string, string>)[facts.status] || ''
  const details = [
    typeof facts.credit === 'number' ? `지급 보상 금액: ${facts.credit.toLocaleString('ko-KR')}원` : null,
    facts.note ? `안내: ${facts.note}` : null,
    facts.payout ? `보상 지급: ${facts.payout}` : null,
    next || null,
  ].filter(Boolean)
  const common = {
    브랜드: facts.brandName,
    고객명: facts.customerName || '고객',
    종류: service ? 'A/S' : '보상 판매',
    접수번호: facts.number,
    일시: koreanDateTime(facts.at),
    안내: orDash(details.join('\n')),
    경로: pathOf(facts.link),
  }
  if (facts.event === 'estimated' && facts.estimateLink) {
    const { 종류: _, ...rest } = common
    return { kind: 'estimate', variables: { ...rest, 견적경로: pathOf(facts.estimateLink) } }
  }
  if (facts.event === 'sent-back') return { kind: 'shipment', variables: { ...common, 배송조회: facts.tracking || '담당자에게 문의해 주세요.' } }
  if (facts.event) return { kind: 'event', variables: { ...common, 소식: label } }
  return { kind: 'status', variables: { ...common, 상태: label } }
}

/** The longest reply a notice carries; the whole one is on the request's page. */
const REPLY_LIMIT = 500

export function replyNotice(facts: { brandName: string; customerName: string | null; number: string; body: string; at: Date; link: string }): NoticeContent {
  const body = facts.body.trim()
  return {
    kind: 'reply',
    variables: {
      브랜드: facts.brandName,
      고객명: facts.customerName || '고객',
      접수번호: facts.number,
      일시: koreanDateTime(facts.at),
      답변: orDash(body.length > REPLY_LIMIT ? `${body.slice(0, REPLY_LIMIT)}… (전체 답변은 아래 링크에서 보실 수 있습니다)` : body),
      경로: pathOf(facts.link),
    },
  }
}

/** The text and buttons of a notice, its template filled in; throws when a variable is missing or unknown. */
export function render(site: string, { kind, variables }: NoticeContent) {
  const template = noticeTemplates(site)[kind]
  const used = new Set<string>()
  const fill = (text: string) =>
    text.replace(/#\{([^}]+)\}/g, (_, name: string) => {
      if (!Object.hasOwn(variables, name)) throw new Error(`notice template ${template.code} needs #{${name}}`)
      used.add(name)
      return variables[name]
    })
  const text = fill(template.content)
  const buttons = template.buttons.map((button) => ({
    buttonName: button.name,
    buttonType: 'WL' as const,
    linkMo: fill(button.link),
    linkPc: fill(button.link),
  }))
  const unknown = Object.keys(variables).filter((name) => !used.has(name))
  if (unknown.length) throw new Error(`notice template ${template.code} has no ${unknown.map((name) => `#{${name}}`).join(', ')}`)
  return { template, text, buttons }
}
