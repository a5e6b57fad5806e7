import { useForm } from '~/features/auth/use-form'
import { useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { authErrorMessage } from '~/features/auth/errors'
import { AppForm, CheckboxField, FormAlert, FormTextField, SubmitButton, checkedWhenSent } from '~/features/auth/form-fields'
import { PhoneConsentField, PhoneField } from './PhoneFields'
import { Card } from '~/ui/Card'
import { pushToast } from '~/ui/toast/toast-store'
import type { MyAccount } from './account.server'
import { updateMyProfile } from './account.functions'
import { profileFormSchema as schema } from './phone'

export function ProfileForm({ account }: { account: MyAccount }) {
  const router = useRouter()
  const save = useServerFn(updateMyProfile)
  const [error, setError] = useState<string | null>(null)

  const form = useForm({
    defaultValues: { name: account.name, phone: account.phone, phoneConsent: account.phoneConsent, marketingOptIn: account.marketingOptIn },
    ...checkedWhenSent(schema),
    onSubmit: async ({ value }) => {
      setError(null)
      try {
        const result = await save({ data: { ...value, name: value.name.trim(), phone: value.phone.trim() } })
        if (!result.ok) return setError(result.message ?? authErrorMessage(result.code, 'account'))
        pushToast({ message: '회원 정보를 저장했습니다.', id: 'profile' })
        await router.invalidate()
      } catch {
        setError(authErrorMessage(undefined, 'account'))
      }
    },
  })

  return (
    <Card title="회원 정보">
      <AppForm form={form}>
        <form.Field name="name">{(field) => <FormTextField field={field} label="이름" autoComplete="name" maxLength={50} required />}</form.Field>
        <form.Field name="phone">{(field) => <PhoneField field={field} />}</form.Field>
        <form.Field name="phoneConsent">{(field) => <PhoneConsentField field={field} />}</form.Field>
        <form.Field name="marketingOptIn">
          {(field) => <CheckboxField field={field}>이벤트·설문 등 광고성 정보를 카카오톡이나 문자로 받겠습니다.</CheckboxField>}
        </form.Field>
        {account.marketingLapsed && (
          <p className="field__hint" data-testid="marketing-lapsed">
            광고성 정보 수신에 동의하신 지 2년이 지나 지금은 보내 드리지 않습니다. 계속 받으시려면 위 항목에 체크하고 저장해 주세요.
          </p>
        )}
        <FormAlert message={error} />
        <SubmitButton form={form}>저장</SubmitButton>
      </AppForm>
    </Card>
  )
}
