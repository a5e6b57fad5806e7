// How a customer hears from us about their own requests (docs/decisions/0057): by KakaoTalk
// (알림톡, with a text as fallback), by text message, or by e-mail. One channel per notice; the
// mail is the last resort. My page and the CMS's dispatch read the same rule.
import { normaliseMobile } from './phone'

export const noticeChannels = { kakao: '카카오톡', sms: '문자', email: '이메일' } as const
export type NoticeChannel = keyof typeof noticeChannels

export const isNoticeChannel = (value: unknown): value is NoticeChannel => typeof value === 'string' && Object.hasOwn(noticeChannels, value)

/** What my page says of each choice. */
export const noticeChannelHints: Record<NoticeChannel, string> = {
  kakao: '카카오톡 알림톡으로 보내 드립니다. 카카오톡을 쓰지 않으시면 같은 내용을 문자로 보내 드립니다.',
  sms: '휴대전화 문자로 보내 드립니다.',
  email: '가입하신 이메일로 보내 드립니다.',
}

export const NOTICE_CHANNEL_NEEDS_PHONE = '카카오톡이나 문자로 받으시려면 휴대전화 번호를 먼저 저장해 주세요.'

type Reachable = { phone?: string | null; noticeChannel?: string | null; identity?: { phone?: string | null } | null }

/** The number on file is the one the customer proved theirs by 본인인증 (docs/decisions/0060). */
export function hasVerifiedPhone(customer: Reachable): boolean {
  const onFile = customer.phone && normaliseMobile(customer.phone)
  return Boolean(onFile) && onFile === (customer.identity?.phone && normaliseMobile(customer.identity.phone))
}

/**
 * The channel of a customer who has not chosen one: KakaoTalk where the number on file is the
 * verified one, else the mail. A number typed and never verified may be anyone's: a notice about
 * someone's repair is not sent to it unasked.
 */
export const defaultNoticeChannel = (customer: Reachable): NoticeChannel => (hasVerifiedPhone(customer) ? 'kakao' : 'email')

/** The channel a notice goes by: the customer's choice while it can be kept (any number on file), else the default. */
export function noticeChannelOf(customer: Reachable): NoticeChannel {
  const chosen = isNoticeChannel(customer.noticeChannel) ? customer.noticeChannel : null
  if (chosen === 'email' || (chosen && customer.phone)) return chosen
  return defaultNoticeChannel(customer)
}
