import { useForm } from '~/features/auth/use-form'
import { useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import * as z from 'zod/mini'
import { authErrorMessage, errorCode } from '~/features/auth/errors'
import { AppForm, CheckboxField, EmailField, FormAlert, FormTextField, NewPasswordField, SubmitButton, checkedWhenSent } from '~/features/auth/form-fields'
import { emailSchema, newPasswordSchema } from '~/features/auth/password-policy'
import { admitAuthAttempt } from '~/features/auth/session.functions'
import type { FirebaseClientConfig } from '~/features/auth/types'
import { nameSchema, phoneConsentGiven, phoneFields } from './phone'
import { PhoneConsentField, PhoneField } from './PhoneFields'
import { completeRegistration } from './registration.functions'
import { SiteLink } from '~/ui/SiteLink'
import { pushToast } from '~/ui/toast/toast-store'

const schema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    name: nameSchema,
    ...phoneFields,
    termsAccepted: z.boolean().check(z.refine(Boolean, '서비스 이용약관에 동의해 주세요.')),
    privacyAccepted: z.boolean().check(z.refine(Boolean, '개인정보 수집·이용에 동의해 주세요.')),
    marketingOptIn: z.boolean(),
  })
  .check(phoneConsentGiven)

export function RegisterForm({ firebaseConfig, redirectTo }: { firebaseConfig: FirebaseClientConfig; redirectTo: string }) {
  const router = useRouter()
  const admit = useServerFn(admitAuthAttempt)
  const complete = useServerFn(completeRegistration)
  const [error, setError] = useState<string | null>(null)

  const form = useForm({
    defaultValues: { email: '', password: '', name: '', phone: '', phoneConsent: false, termsAccepted: false, privacyAccepted: false, marketingOptIn: false },
    ...checkedWhenSent(schema),
    onSubmit: async ({ value }) => {
      setError(null)
      const input = { email: value.email.trim(), password: value.password, name: value.name.trim() }
      try {
        const admission = await admit({ data: { action: 'register', email: input.email } })
        if (!admission.ok) return setError(admission.message)
        const { createAccount } = await import('~/features/auth/firebase-client')
        const idToken = await createAccount(firebaseConfig, input)
        const result = await complete({
          data: {
            idToken,
            name: input.name,
            phone: value.phone.trim(),
            phoneConsent: value.phoneConsent,
            termsAccepted: true,
            privacyAccepted: true,
            marketingOptIn: value.marketingOptIn,
          },
        })
        if (!result.ok) return setError(('message' in result && result.message) || authErrorMessage(result.code, 'register'))
        pushToast({ message: '가입되었습니다. 이메일로 보내 드린 인증 링크를 눌러 주세요.', id: 'session' })
        await router.navigate({ href: redirectTo, replace: true })
      } catch (caught) {
        setError(authErrorMessage(errorCode(caught), 'register'))
      }
    },
  })

  return (
    <AppForm form={form}>
      <form.Field name="email">{(field) => <EmailField field={field} />}</form.Field>
      <form.Field name="password">{(field) => <NewPasswordField field={field} label="비밀번호" />}</form.Field>
      <form.Field name="name">{(field) => <FormTextField field={field} label="이름" autoComplete="name" maxLength={50} required />}</form.Field>
      <form.Field name="phone">{(field) => <PhoneField field={field} />}</form.Field>
      <fieldset className="consents">
        <legend className="consents__title">약관 동의</legend>
        <form.Field name="termsAccepted">
          {(field) => (
            <CheckboxField field={field} required>
              [필수]{' '}
              <SiteLink link={{ to: '/terms/service' }} newTab>
                서비스 이용약관
              </SiteLink>
              에 동의합니다.
            </CheckboxField>
          )}
        </form.Field>
        <form.Field name="privacyAccepted">
          {(field) => (
            <CheckboxField field={field} required>
              [필수]{' '}
              <SiteLink link={{ to: '/terms/privacy' }} newTab>
                개인정보 수집·이용
              </SiteLink>
              에 동의합니다.
            </CheckboxField>
          )}
        </form.Field>
        <form.Field name="phoneConsent">{(field) => <PhoneConsentField field={field} />}</form.Field>
        <form.Field name="marketingOptIn">
          {(field) => <CheckboxField field={field}>[선택] 이벤트·설문 등 광고성 정보를 카카오톡이나 문자로 받겠습니다.</CheckboxField>}
        </form.Field>
      </fieldset>
      <FormAlert message={error} />
      <SubmitButton form={form} size="large" block>
        가입하기
      </SubmitButton>
    </AppForm>
  )
}
