// How a customer hears from us about their own requests (docs/decisions/0057): by KakaoTalk
// (알림톡, with a text as fallback), by text message, or by e-mail. One channel per notice; the
// mail is the last resort. My page and the CMS's dispatch read the same rule.

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

type Reachable = { phone?: string | null; noticeChannel?: string | null }

/**
 * The channel of a customer who has not chosen one: KakaoTalk where there is a number to send it
 * to, else the mail. Kept apart so a verified number can be preferred here once there is one.
 */
export const defaultNoticeChannel = (customer: Reachable): NoticeChannel => (customer.phone ? 'kakao' : 'email')

/** The channel a notice goes by: the customer's choice while it can be kept (a number on file), else the default. */
export function noticeChannelOf(customer: Reachable): NoticeChannel {
  const chosen = isNoticeChannel(customer.noticeChannel) ? customer.noticeChannel : null
  if (chosen === 'email' || (chosen && customer.phone)) return chosen
  return defaultNoticeChannel(customer)
}
