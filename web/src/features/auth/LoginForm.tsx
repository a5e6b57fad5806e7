import { useForm } from './use-form'
import { useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import * as z from 'zod/mini'
import { errorCode, signInErrorMessage } from './errors'
import { AppForm, EmailField, FormAlert, FormTextField, SubmitButton, checkedWhenSent } from './form-fields'
import { emailSchema } from './password-policy'
import { admitAuthAttempt, createSession } from './session.functions'
import type { FirebaseClientConfig } from './types'

interface LoginFormProps {
  firebaseConfig: FirebaseClientConfig
  /** A path already checked by safeRedirectTarget. */
  redirectTo: string
}

const schema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, signInErrorMessage('auth/missing-password'))),
})

/** E-mail/password sign-in: Firebase in the browser, then the server turns it into a session. */
export function LoginForm({ firebaseConfig, redirectTo }: LoginFormProps) {
  const router = useRouter()
  const admit = useServerFn(admitAuthAttempt)
  const createSessionFn = useServerFn(createSession)
  const [error, setError] = useState<string | null>(null)

  const form = useForm({
    defaultValues: { email: '', password: '' },
    ...checkedWhenSent(schema),
    onSubmit: async ({ value }) => {
      setError(null)
      const email = value.email.trim()
      try {
        const admission = await admit({ data: { action: 'sign-in', email } })
        if (!admission.ok) return setError(admission.message)
        const { signInForIdToken } = await import('./firebase-client')
        const idToken = await signInForIdToken(firebaseConfig, email, value.password)
        const result = await createSessionFn({ data: { idToken } })
        if (!result.ok) return setError(signInErrorMessage(result.code))
        await router.navigate({ href: redirectTo, replace: true })
      } catch (caught) {
        setError(signInErrorMessage(errorCode(caught)))
      }
    },
  })

  return (
    <AppForm form={form}>
      <form.Field name="email">{(field) => <EmailField field={field} />}</form.Field>
      <form.Field name="password">
        {(field) => <FormTextField field={field} label="비밀번호" type="password" autoComplete="current-password" required />}
      </form.Field>
      <FormAlert message={error} />
      <SubmitButton form={form} size="large" block>
        로그인
      </SubmitButton>
    </AppForm>
  )
}
