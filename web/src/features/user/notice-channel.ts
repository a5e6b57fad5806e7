import { NOTICE_CHANNEL_NEEDS_PHONE, noticeChannels, type NoticeChannel } from '@storefront/rules/notice-channel'
import * as z from 'zod/mini'

/** My page's choice of how we tell the customer about their requests. */
export const noticeChannelSchema = z.object({
  channel: z.enum(Object.keys(noticeChannels) as [NoticeChannel, ...NoticeChannel[]], '알림 받을 방법을 골라 주세요.'),
})

/** A text channel needs a number on file: said on the form before the CMS says it. */
export const noticeChannelFormSchema = (hasPhone: boolean) =>
  noticeChannelSchema.check(z.refine((value) => hasPhone || value.channel === 'email', { message: NOTICE_CHANNEL_NEEDS_PHONE, path: ['channel'] }))
