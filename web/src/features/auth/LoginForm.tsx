import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useHydrated, useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { z } from 'zod'
import { Button } from '~/ui/Button'
import { errorCode, signInErrorMessage } from './errors'
import { FormAlert, FormTextField, submitOnce } from './form-fields'
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
  password: z.string().min(1, signInErrorMessage('auth/missing-password')),
})

/** E-mail/password sign-in: Firebase in the browser, then the server turns it into a session. */
export function LoginForm({ firebaseConfig, redirectTo }: LoginFormProps) {
  const router = useRouter()
  const hydrated = useHydrated()
  const admit = useServerFn(admitAuthAttempt)
  const createSessionFn = useServerFn(createSession)
  const [error, setError] = useState<string | null>(null)

  const form = useForm({
    defaultValues: { email: '', password: '' },
    // Checked when sent, then again at every change until it is right.
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
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

  // noValidate: the browser's own messages would not be in our Korean wording.
  // method="post": should a submit ever slip through before hydration, the password stays out of the URL.
  return (
    <form
      className="form"
      method="post"
      noValidate
      onSubmit={submitOnce(form)}
    >
      <form.Field name="email">
        {(field) => <FormTextField field={field} label="이메일" type="email" autoComplete="email" inputMode="email" required />}
      </form.Field>
      <form.Field name="password">
        {(field) => <FormTextField field={field} label="비밀번호" type="password" autoComplete="current-password" required />}
      </form.Field>
      <FormAlert message={error} />
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          // Disabled until hydrated: signing in needs the page's JavaScript.
          <Button type="submit" color="primary" size="large" block loading={submitting} disabled={!hydrated}>
            로그인
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}
