import { useForm } from './use-form'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import * as z from 'zod/mini'
import { ButtonLink } from '~/ui/Button'
import { SiteLink } from '~/ui/SiteLink'
import { authErrorMessage, errorCode } from './errors'
import { AppForm, EmailField, FormAlert, SubmitButton, checkedWhenSent } from './form-fields'
import { emailSchema } from './password-policy'
import { admitAuthAttempt } from './session.functions'
import type { FirebaseClientConfig } from './types'

const schema = z.object({ email: emailSchema })

// With e-mail enumeration protection Firebase answers the same for any address; so do we.
const SENT = '입력하신 이메일로 가입된 계정이 있으면 비밀번호 재설정 링크를 보내 드렸습니다. 메일함을 확인해 주세요.'

export function ForgotPasswordPage({ firebaseConfig }: { firebaseConfig: FirebaseClientConfig }) {
  const admit = useServerFn(admitAuthAttempt)
  const [error, setError] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)

  const form = useForm({
    defaultValues: { email: '' },
    ...checkedWhenSent(schema),
    onSubmit: async ({ value }) => {
      setError(null)
      const email = value.email.trim()
      try {
        const admission = await admit({ data: { action: 'reset', email } })
        if (!admission.ok) return setError(admission.message)
        const { sendResetMail } = await import('./firebase-client')
        await sendResetMail(firebaseConfig, email)
        setSentTo(email)
      } catch (caught) {
        const code = errorCode(caught)
        // A project without enumeration protection would say so; we say the same as for anyone.
        if (code === 'auth/user-not-found') return setSentTo(email)
        setError(authErrorMessage(code, 'reset'))
      }
    },
  })

  return (
    <section className="page">
      <h1 className="account-title">비밀번호 찾기</h1>
      {sentTo ? (
        <div className="notice" role="status">
          <p className="notice__title">메일을 확인해 주세요</p>
          <p>{SENT}</p>
          <p className="notice__detail">{sentTo}</p>
          <ButtonLink link={{ to: '/login/password' }} color="primary" block>
            로그인으로
          </ButtonLink>
        </div>
      ) : (
        <>
          <p className="account-lead">가입하신 이메일을 입력하시면 비밀번호 재설정 링크를 보내 드립니다.</p>
          <AppForm form={form}>
            <form.Field name="email">{(field) => <EmailField field={field} />}</form.Field>
            <FormAlert message={error} />
            <SubmitButton form={form} size="large" block>
              재설정 링크 보내기
            </SubmitButton>
          </AppForm>
        </>
      )}
      <p className="account-links">
        <SiteLink link={{ to: '/login/password' }}>로그인</SiteLink>
        <SiteLink link={{ to: '/register' }}>회원가입</SiteLink>
      </p>
    </section>
  )
}
