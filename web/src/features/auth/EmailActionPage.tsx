import { useForm } from './use-form'
import { useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import * as z from 'zod/mini'
import { ButtonLink } from '~/ui/Button'
import { Spinner } from '~/ui/Spinner'
import { applyEmailAction, type EmailActionResult, resetPassword } from './action.functions'
import { ACTION_TITLES, type ActionMode } from './action-modes'
import { authErrorMessage, errorCode, signInErrorMessage } from './errors'
import { AppForm, EmailField, FormAlert, NewPasswordField, SubmitButton, checkedWhenSent } from './form-fields'
import { emailSchema, newPasswordSchema } from './password-policy'
import { createSession } from './session.functions'
import type { FirebaseClientConfig } from './types'

export interface EmailAction {
  mode: ActionMode
  oobCode: string
  email: string | null
  previousEmail: string | null
  continuePath: string | null
  firebaseConfig: FirebaseClientConfig | null
}

const INVALID_CODE = '/__/account/invalid-code'

/** /__/account/reset-password: every e-mail action link Firebase sends lands here. */
export function EmailActionPage({ action }: { action: EmailAction }) {
  return (
    <section className="page">
      <h1 className="account-title">{ACTION_TITLES[action.mode]}</h1>
      {action.mode === 'resetPassword' ? (
        <ResetPasswordForm action={action} />
      ) : action.mode === 'signIn' ? (
        <EmailLinkSignIn action={action} />
      ) : (
        <AppliedAction action={action} />
      )}
    </section>
  )
}

function useInvalidCodeRedirect() {
  const router = useRouter()
  return () => router.navigate({ href: INVALID_CODE, replace: true })
}

const resetSchema = z.object({ password: newPasswordSchema })

function ResetPasswordForm({ action }: { action: EmailAction }) {
  const reset = useServerFn(resetPassword)
  const toInvalidCode = useInvalidCodeRedirect()
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState(false)

  const form = useForm({
    defaultValues: { password: '' },
    ...checkedWhenSent(resetSchema),
    onSubmit: async ({ value }) => {
      setError(null)
      try {
        const result = await reset({ data: { oobCode: action.oobCode, newPassword: value.password } })
        if (result.ok) return setDone(true)
        if (result.code === 'auth/invalid-action-code') return void (await toInvalidCode())
        setError(result.message ?? authErrorMessage(result.code, 'reset'))
      } catch (caught) {
        setError(authErrorMessage(errorCode(caught), 'reset'))
      }
    },
  })

  if (done) {
    return (
      <Outcome title="비밀번호가 변경되었습니다" message="새 비밀번호로 로그인해 주세요.">
        <ButtonLink link={{ to: '/login/password' }} color="primary" size="large" block>
          로그인하기
        </ButtonLink>
      </Outcome>
    )
  }

  return (
    <>
      <p className="account-lead">{action.email ? <strong>{action.email}</strong> : '계정'}의 새 비밀번호를 입력해 주세요.</p>
      <AppForm form={form}>
        {/* Lets password managers file the new password under the right account. */}
        {action.email && <input type="email" name="username" value={action.email} autoComplete="username" readOnly hidden />}
        <form.Field name="password">{(field) => <NewPasswordField field={field} label="새 비밀번호" />}</form.Field>
        <FormAlert message={error} />
        <SubmitButton form={form} size="large" block>
          비밀번호 변경
        </SubmitButton>
      </AppForm>
    </>
  )
}

const APPLIED: Record<Exclude<ActionMode, 'resetPassword' | 'signIn'>, { pending: string; title: string; message: (action: EmailAction) => string }> = {
  verifyEmail: {
    pending: '이메일을 인증하고 있습니다.',
    title: '이메일 인증이 완료되었습니다',
    message: () => '이제 모든 서비스를 이용하실 수 있습니다.',
  },
  recoverEmail: {
    pending: '이메일을 되돌리고 있습니다.',
    title: '이메일이 복구되었습니다',
    message: (action) => `로그인 이메일이 ${action.email ?? '이전 주소'}(으)로 돌아갔습니다. 직접 바꾸신 것이 아니라면 비밀번호도 바로 변경해 주세요.`,
  },
  verifyAndChangeEmail: {
    pending: '이메일을 변경하고 있습니다.',
    title: '이메일이 변경되었습니다',
    message: (action) => `이제 ${action.email ?? '새 이메일'}(으)로 로그인해 주세요.`,
  },
  revertSecondFactorAddition: {
    pending: '2단계 인증을 해제하고 있습니다.',
    title: '2단계 인증이 해제되었습니다',
    message: () => '직접 추가하신 것이 아니라면 비밀번호를 변경해 주세요.',
  },
}

/**
 * Modes whose code does the whole job. Applied once the page has loaded in a browser, not on the
 * server's render: mail scanners that fetch links must not use the code up.
 */
function AppliedAction({ action }: { action: EmailAction }) {
  const apply = useServerFn(applyEmailAction)
  const toInvalidCode = useInvalidCodeRedirect()
  const [result, setResult] = useState<EmailActionResult | null>(null)
  const started = useRef(false)
  const copy = APPLIED[action.mode as keyof typeof APPLIED]

  useEffect(() => {
    if (started.current) return
    started.current = true
    apply({ data: { oobCode: action.oobCode } })
      .then((outcome) => (outcome.ok || outcome.code !== 'auth/invalid-action-code' ? setResult(outcome) : toInvalidCode()))
      .catch((caught: unknown) => setResult({ ok: false, code: errorCode(caught) ?? 'auth/network-request-failed' }))
  }, [action.oobCode, apply, toInvalidCode])

  if (!result) {
    return (
      <p className="account-lead" role="status">
        <Spinner /> {copy.pending}
      </p>
    )
  }
  if (!result.ok) {
    return (
      <Outcome title="처리하지 못했습니다" message={result.message ?? authErrorMessage(result.code, 'action')} error>
        <ButtonLink link={{ to: '/' }} size="large" block>
          메인으로
        </ButtonLink>
      </Outcome>
    )
  }
  return (
    <Outcome title={copy.title} message={copy.message(action)}>
      {action.mode === 'recoverEmail' && (
        <ButtonLink link={{ to: '/forgot-password' }} color="primary" size="large" block>
          비밀번호 재설정
        </ButtonLink>
      )}
      <ButtonLink href={action.continuePath ?? '/user'} color={action.mode === 'recoverEmail' ? 'default' : 'primary'} size="large" block>
        {action.continuePath ? '계속하기' : '마이페이지로'}
      </ButtonLink>
    </Outcome>
  )
}

const EMAIL_FOR_SIGN_IN = 'emailForSignIn'
const linkSchema = z.object({ email: emailSchema })

/** mode=signIn: the visitor confirms the address the link was sent to, then is signed in. */
function EmailLinkSignIn({ action }: { action: EmailAction }) {
  const router = useRouter()
  const createSessionFn = useServerFn(createSession)
  const [error, setError] = useState<string | null>(null)

  const form = useForm({
    defaultValues: { email: '' },
    ...checkedWhenSent(linkSchema),
    onSubmit: async ({ value }) => {
      setError(null)
      if (!action.firebaseConfig) return
      try {
        const client = await import('./firebase-client')
        if (!client.isEmailSignInLink(action.firebaseConfig, window.location.href)) return void (await router.navigate({ href: INVALID_CODE, replace: true }))
        const idToken = await client.signInWithLink(action.firebaseConfig, value.email.trim(), window.location.href)
        window.localStorage.removeItem(EMAIL_FOR_SIGN_IN)
        const result = await createSessionFn({ data: { idToken } })
        if (!result.ok) return setError(signInErrorMessage(result.code))
        await router.navigate({ href: action.continuePath ?? '/user', replace: true })
      } catch (caught) {
        const code = errorCode(caught)
        if (code === 'auth/invalid-action-code' || code === 'auth/expired-action-code')
          return void (await router.navigate({ href: INVALID_CODE, replace: true }))
        setError(signInErrorMessage(code))
      }
    },
  })

  // The address this browser asked the link for, if it did: the visitor need not type it again.
  useEffect(() => {
    const remembered = window.localStorage.getItem(EMAIL_FOR_SIGN_IN)
    if (remembered) form.setFieldValue('email', remembered)
  }, [form])

  return (
    <>
      <p className="account-lead">링크를 받은 이메일 주소를 입력하시면 로그인됩니다.</p>
      <AppForm form={form}>
        <form.Field name="email">{(field) => <EmailField field={field} />}</form.Field>
        <FormAlert message={error} />
        <SubmitButton form={form} size="large" block>
          로그인
        </SubmitButton>
      </AppForm>
    </>
  )
}

function Outcome({ title, message, error, children }: { title: string; message: string; error?: boolean; children: ReactNode }) {
  return (
    <div className={error ? 'notice notice--error' : 'notice'} role={error ? 'alert' : 'status'}>
      <p className="notice__title">{title}</p>
      <p>{message}</p>
      <div className="button-stack">{children}</div>
    </div>
  )
}
