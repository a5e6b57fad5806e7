import { createServerFn } from '@tanstack/react-start'
import { limitConsumerWrite } from '~/features/security/write-limit.server'
import { validInput } from '~/features/input/invalid-input'
import { noticeChannelSchema } from './notice-channel'
import { saveMyNoticeChannel } from './notice-channel.server'

export const updateMyNoticeChannel = createServerFn({ method: 'POST' })
  .validator(validInput(noticeChannelSchema))
  .handler(async ({ data }) => (await limitConsumerWrite()) ?? saveMyNoticeChannel(data.channel))
