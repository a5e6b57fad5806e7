import { useForm } from '~/features/auth/use-form'
import { useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { toward } from '@storefront/rules/korean'
import { noticeChannelHints, noticeChannels, type NoticeChannel } from '@storefront/rules/notice-channel'
import { authErrorMessage } from '~/features/auth/errors'
import { AppForm, checkedWhenSent, FormAlert, SubmitButton } from '~/features/auth/form-fields'
import { Card } from '~/ui/Card'
import { pushToast } from '~/ui/toast/toast-store'
import type { MyAccount } from './account.server'
import { noticeChannelFormSchema } from './notice-channel'
import { updateMyNoticeChannel } from './notice-channel.functions'

const CHANNELS = Object.keys(noticeChannels) as NoticeChannel[]

/** How the customer hears of their A/S and trade-ins: one channel, KakaoTalk by default where the number on file is the verified one. */
export function NoticeChannelForm({ account }: { account: MyAccount }) {
  const router = useRouter()
  const save = useServerFn(updateMyNoticeChannel)
  const [error, setError] = useState<string | null>(null)
  const form = useForm({
    defaultValues: { channel: account.noticeChannel },
    ...checkedWhenSent(noticeChannelFormSchema(Boolean(account.phone))),
    onSubmit: async ({ value }) => {
      setError(null)
      try {
        const result = await save({ data: value })
        if (!result.ok) return setError(result.message ?? authErrorMessage(result.code, 'account'))
        pushToast({ message: `이제 ${toward(noticeChannels[value.channel])} 알려 드립니다.`, id: 'notice-channel' })
        await router.invalidate()
      } catch {
        setError(authErrorMessage(undefined, 'account'))
      }
    },
  })

  return (
    <Card title="알림 받는 방법" className="notice-channel">
      <p className="field__hint">A/S·보상 판매 진행 상황과 담당자 답변을 어디로 알려 드릴지 골라 주세요. 한 가지 방법으로만 보내 드립니다.</p>
      <AppForm form={form}>
        <form.Field name="channel">
          {(field) => {
            const [message] = field.state.meta.errors
            return (
              <fieldset className="choice-group" aria-describedby={message ? 'notice-channel-error' : undefined}>
                <legend className="visually-hidden">알림 받는 방법</legend>
                {CHANNELS.map((channel) => (
                  <label key={channel} className="choice">
                    <input
                      type="radio"
                      name="channel"
                      value={channel}
                      checked={field.state.value === channel}
                      onChange={() => field.handleChange(channel)}
                      onBlur={field.handleBlur}
                    />
                    <span className="notice-channel__choice">
                      {noticeChannels[channel]} <small className="field__hint">{noticeChannelHints[channel]}</small>
                    </span>
                  </label>
                ))}
                {message && (
                  <p id="notice-channel-error" className="field__error">
                    {message}
                  </p>
                )}
              </fieldset>
            )
          }}
        </form.Field>
        {!account.phone && <p className="field__hint">카카오톡이나 문자로 받으시려면 위 회원 정보에 휴대전화 번호를 저장해 주세요.</p>}
        <FormAlert message={error} />
        <SubmitButton form={form}>알림 방법 저장</SubmitButton>
      </AppForm>
    </Card>
  )
}
