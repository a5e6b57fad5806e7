import { useForm } from '~/features/auth/use-form'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import * as z from 'zod/mini'
import { authErrorMessage, errorCode } from '~/features/auth/errors'
import { AppForm, FormAlert, FormTextField, NewPasswordField, SubmitButton, checkedWhenSent } from '~/features/auth/form-fields'
import { newPasswordSchema } from '~/features/auth/password-policy'
import { createSession } from '~/features/auth/session.functions'
import type { FirebaseClientConfig } from '~/features/auth/types'
import { Card } from '~/ui/Card'
import { pushToast } from '~/ui/toast/toast-store'
import { useFirebaseClient } from './use-firebase-client'

const schema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, '현재 비밀번호를 입력해 주세요.')),
    newPassword: newPasswordSchema,
  })
  .check(z.refine((value) => value.newPassword !== value.currentPassword, { path: ['newPassword'], message: '현재 비밀번호와 다른 비밀번호를 입력해 주세요.' }))

/** Re-enters the current password (Firebase asks for a recent sign-in), then sets the new one. */
export function ChangePasswordForm({ email, firebaseConfig }: { email: string | null; firebaseConfig: FirebaseClientConfig }) {
  const withFirebase = useFirebaseClient(firebaseConfig)
  const createSessionFn = useServerFn(createSession)
  const [error, setError] = useState<string | null>(null)

  const form = useForm({
    defaultValues: { currentPassword: '', newPassword: '' },
    ...checkedWhenSent(schema),
    onSubmit: async ({ value, formApi }) => {
      setError(null)
      try {
        const idToken = await withFirebase((client, config) => client.changePassword(config, value.currentPassword, value.newPassword))
        if (!idToken) return
        // The change revoked the old session; this sign-in is fresh.
        const session = await createSessionFn({ data: { idToken } })
        if (!session.ok) return setError(authErrorMessage(session.code, 'account'))
        formApi.reset()
        pushToast({ message: '비밀번호를 변경했습니다.', id: 'password' })
      } catch (caught) {
        setError(authErrorMessage(errorCode(caught), 'account'))
      }
    },
  })

  return (
    <Card title="비밀번호 변경">
      <AppForm form={form}>
        {email && <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />}
        <form.Field name="currentPassword">
          {(field) => <FormTextField field={field} label="현재 비밀번호" type="password" autoComplete="current-password" required />}
        </form.Field>
        <form.Field name="newPassword">{(field) => <NewPasswordField field={field} label="새 비밀번호" />}</form.Field>
        <FormAlert message={error} />
        <SubmitButton form={form}>비밀번호 변경</SubmitButton>
      </AppForm>
    </Card>
  )
}
