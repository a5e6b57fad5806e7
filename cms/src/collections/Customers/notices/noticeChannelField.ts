import type { Field } from 'payload'
import { NOTICE_CHANNEL_NEEDS_PHONE, noticeChannels } from '@storefront/rules/notice-channel'

type Data = { phone?: string | null; noticeChannel?: string | null }
const needsPhone = (value: unknown) => value === 'kakao' || value === 'sms'

/**
 * How the customer hears from us about their requests (docs/decisions/0057), chosen on my page.
 * Empty: the default (notices/dispatch: KakaoTalk where there is a number, else the mail). A text
 * channel needs a number: chosen without one it is refused; a number removed later takes the
 * choice with it, so removing a number is never refused for it.
 */
export const noticeChannelField: Field = {
  name: 'noticeChannel',
  type: 'select',
  label: '알림 받는 방법',
  options: Object.entries(noticeChannels).map(([value, label]) => ({ value, label })),
  admin: {
    description:
      '비워 두면 본인인증한 휴대전화 번호가 등록된 고객은 카카오톡, 그 밖의 고객은 이메일로 알립니다. 카카오톡·문자는 인증하지 않은 번호로도 고를 수 있습니다.',
  },
  hooks: {
    beforeValidate: [
      ({ value, data, originalDoc }) => {
        const phone = (data as Data | undefined)?.phone !== undefined ? (data as Data).phone : (originalDoc as Data | undefined)?.phone
        const saved = (originalDoc as Data | undefined)?.noticeChannel
        const kept = value === undefined || value === saved
        return !phone && kept && needsPhone(value ?? saved) ? null : value
      },
    ],
  },
  validate: (value: unknown, { data }: { data: Partial<Data> }) => !needsPhone(value) || Boolean(data?.phone) || NOTICE_CHANNEL_NEEDS_PHONE,
}
