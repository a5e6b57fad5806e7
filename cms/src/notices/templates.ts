// The KakaoTalk notice templates (알림톡), one per kind of notice, as they are registered with the
// provider (docs/decisions/0057): fixed text with #{변수}, and web-link buttons on the site's own
// address. A message whose text or buttons differ from its template is refused by the provider, so
// the text a customer gets is rendered from here and nowhere else; a text message (문자, and the
// fallback of a KakaoTalk notice) carries the same text. Staff read them in the admin (notices'
// list). No imports: the test scripts load this file to register the templates with the stand-in.

export const noticeKinds = ['status', 'event', 'estimate', 'shipment', 'reply', 'program'] as const
export type NoticeKind = (typeof noticeKinds)[number]

export interface NoticeTemplate {
  /** Our code of the template; the provider's id of each is configured (SOLAPI_TEMPLATE_IDS). */
  code: string
  /** What it is for, as staff read it. */
  name: string
  /** The text, with `{site}` for the site's address (fixed when it is registered) and #{변수}. */
  content: string
  /** Web-link buttons (WL): the link on the site's address, its path a variable. */
  buttons: { name: string; link: string }[]
}

const greeting = '#{고객명} 고객님, 안녕하세요.'
const progressLink = '진행 상황 보기: {site}/#{경로}'
const progressButton = { name: '진행 상황 보기', link: '{site}/#{경로}' }

const templates: Record<NoticeKind, NoticeTemplate> = {
  status: {
    code: 'STATUS_CHANGED',
    name: 'A/S·보상 판매 상태 변경',
    content: [
      '[#{브랜드}] #{종류} 진행 안내',
      '',
      greeting,
      "신청하신 #{종류}(#{접수번호})가 '#{상태}' 상태가 되었습니다. (#{일시})",
      '',
      '#{안내}',
      '',
      progressLink,
    ].join('\n'),
    buttons: [progressButton],
  },
  event: {
    code: 'PROGRESS_NEWS',
    name: '검수 결과·방문 예약·견적 승인 소식',
    content: [
      '[#{브랜드}] #{종류} #{소식} 안내',
      '',
      greeting,
      '신청하신 #{종류}(#{접수번호})의 #{소식} 소식을 알려 드립니다. (#{일시})',
      '',
      '#{안내}',
      '',
      progressLink,
    ].join('\n'),
    buttons: [progressButton],
  },
  estimate: {
    code: 'REPAIR_ESTIMATE',
    name: 'A/S 수리 견적',
    content: [
      '[#{브랜드}] A/S 수리 견적 안내',
      '',
      greeting,
      '신청하신 A/S(#{접수번호})의 수리 견적이 나왔습니다. (#{일시})',
      '',
      '#{안내}',
      '',
      '견적 확인·승인: {site}/#{견적경로}',
    ].join('\n'),
    buttons: [{ name: '견적 확인·승인', link: '{site}/#{견적경로}' }, progressButton],
  },
  shipment: {
    code: 'DEVICE_SENT_BACK',
    name: '기기 반송',
    content: [
      '[#{브랜드}] #{종류} 기기 반송 안내',
      '',
      greeting,
      '신청하신 #{종류}(#{접수번호})의 기기를 보내 드렸습니다. (#{일시})',
      '',
      '배송 조회: #{배송조회}',
      '',
      '#{안내}',
      '',
      progressLink,
    ].join('\n'),
    buttons: [progressButton],
  },
  reply: {
    code: 'STAFF_REPLY',
    name: 'A/S 담당자 답변',
    content: [
      '[#{브랜드}] A/S 답변 안내',
      '',
      greeting,
      '신청하신 A/S(#{접수번호})에 담당자가 답변을 남겼습니다. (#{일시})',
      '',
      '#{답변}',
      '',
      '답변 보기·메시지 남기기: {site}/#{경로}',
    ].join('\n'),
    buttons: [{ name: '답변 보기', link: '{site}/#{경로}' }],
  },
  // A service program (정보성: about a device the customer owns, so no marketing consent is needed).
  program: {
    code: 'SERVICE_PROGRAM',
    name: '무상 수리 프로그램 안내',
    content: [
      '[#{브랜드}] #{프로그램} 안내',
      '',
      greeting,
      '등록하신 기기가 #{제공} 프로그램 대상입니다.',
      '제품: #{제품}',
      '일련번호: #{일련번호}',
      '',
      '#{안내}',
      '',
      '신청 기간: #{기간}',
      '비용은 받지 않습니다.',
      '',
      '무상 A/S 신청하기: {site}/#{경로}',
    ].join('\n'),
    buttons: [{ name: '무상 A/S 신청하기', link: '{site}/#{경로}' }],
  },
}

/** The templates as registered for the site at `site` (an origin, e.g. https://vapore.kr). */
export function noticeTemplates(site: string): Record<NoticeKind, NoticeTemplate> {
  const origin = new URL(site).origin
  const fill = (text: string) => text.replaceAll('{site}', origin)
  return Object.fromEntries(
    noticeKinds.map((kind) => {
      const template = templates[kind]
      return [kind, { ...template, content: fill(template.content), buttons: template.buttons.map((button) => ({ ...button, link: fill(button.link) })) }]
    }),
  ) as Record<NoticeKind, NoticeTemplate>
}

/** The template ids of a local run (dev and tests): the stand-in registers each under this id. */
export const localTemplateIds = (): Record<NoticeKind, string> =>
  Object.fromEntries(noticeKinds.map((kind) => [kind, `KA01TP-LOCAL-${templates[kind].code}`])) as Record<NoticeKind, string>
