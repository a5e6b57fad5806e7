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
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({})

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const email = String(form.get('email') ?? '').trim()
    const password = String(form.get('password') ?? '')
    // Said under the field itself, before asking Firebase anything.
    const empty = {
      email: email ? undefined : signInErrorMessage('auth/missing-email'),
      password: password ? undefined : signInErrorMessage('auth/missing-password'),
    }
    setMissing(empty)
    setError(null)
    if (empty.email || empty.password) return
    setSubmitting(true)
    try {
      const { signInForIdToken } = await import('./firebase-client')
      const idToken = await signInForIdToken(firebaseConfig, email, password)
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
      <TextField label="이메일" name="email" type="email" autoComplete="email" inputMode="email" required error={missing.email} />
      <TextField label="비밀번호" name="password" type="password" autoComplete="current-password" required error={missing.password} />
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      {/* Disabled until hydrated: signing in needs the page's JavaScript. */}
      <Button type="submit" color="primary" size="large" block loading={submitting} disabled={!hydrated}>
        로그인
      </Button>
    </form>
  )
}
