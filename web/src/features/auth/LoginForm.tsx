import { useHydrated, useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { type FormEvent, useState } from 'react'
import { Button } from '~/ui/Button'
import { TextField } from '~/ui/TextField'
import { errorCode, signInErrorMessage } from './errors'
import { createSession } from './session.functions'
import type { FirebaseClientConfig } from './types'

interface LoginFormProps {
  firebaseConfig: FirebaseClientConfig
  /** A path already checked by safeRedirectTarget. */
  redirectTo: string
}

/** E-mail/password sign-in: Firebase in the browser, then the server turns it into a session. */
export function LoginForm({ firebaseConfig, redirectTo }: LoginFormProps) {
  const router = useRouter()
  const hydrated = useHydrated()
  const createSessionFn = useServerFn(createSession)
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setSubmitting(true)
    setError(null)
    try {
      const { signInForIdToken } = await import('./firebase-client')
      const email = String(form.get('email') ?? '').trim()
      const idToken = await signInForIdToken(firebaseConfig, email, String(form.get('password') ?? ''))
      const result = await createSessionFn({ data: { idToken } })
      if (!result.ok) {
        setError(signInErrorMessage(result.code))
        return
      }
      await router.navigate({ href: redirectTo, replace: true })
    } catch (caught) {
      setError(signInErrorMessage(errorCode(caught)))
    } finally {
      setSubmitting(false)
    }
  }

  // noValidate: the browser's own messages would not be in our Korean wording.
  // method="post": should a submit ever slip through before hydration, the password stays out of the URL.
  return (
    <form className="form" method="post" noValidate onSubmit={handleSubmit}>
      <TextField label="이메일" name="email" type="email" autoComplete="email" inputMode="email" required />
      <TextField label="비밀번호" name="password" type="password" autoComplete="current-password" required />
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      {/* Disabled until hydrated: signing in needs the page's JavaScript. */}
      <Button type="submit" className="button--primary" loading={submitting} disabled={!hydrated}>
        로그인
      </Button>
    </form>
  )
}
