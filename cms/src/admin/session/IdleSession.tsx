'use client'
// The admin panel's side of sessions that end (docs/decisions/0076): a warning a minute before the
// server ends an idle session, and, when it has, a sign-in dialog over the page instead of Payload's
// move to its logout page, so a half-typed form stays as it was. The deadlines are always the
// server's (GET /api/users/session); typing and clicking tell it the member is at work (POST).
import { Button, useAuth } from '@payloadcms/ui'
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { call, messageOf } from '@/collections/Users/secondFactor/ui/client'
import { type SecondFactorAsked, SecondFactorStep, secondFactorOf } from '@/collections/Users/secondFactor/ui/SecondFactorStep'

type Deadlines = { idleEndsAt: string; endsAt: string; seenEveryMs: number }
type Deadline = { at: number; idle: boolean }
type Phase = 'working' | 'warned' | 'signed-out'

const SESSION = '/api/users/session'
/** How long before the end the warning comes. */
const WARN_BEFORE_MS = 60_000

export function IdleSession({ children }: { children?: ReactNode }) {
  const { user, setUser } = useAuth()
  const [phase, setPhase] = useState<Phase>('working')
  const [deadline, setDeadline] = useState<Deadline | null>(null)
  const lastSaid = useRef(0)
  const saidEvery = useRef(60_000)

  /** Asks the server where the session stands (GET), or says the member is at work (POST). */
  const ask = useCallback(async (method: 'GET' | 'POST'): Promise<Deadline | null> => {
    const response = await fetch(SESSION, { method, credentials: 'include', cache: 'no-store' }).catch(() => null)
    if (response?.status === 401) {
      setPhase('signed-out')
      return null
    }
    if (!response?.ok) return null
    const deadlines = (await response.json()) as Deadlines
    saidEvery.current = deadlines.seenEveryMs
    const idle = Date.parse(deadlines.idleEndsAt)
    const end = Date.parse(deadlines.endsAt)
    const next = { at: Math.min(idle, end), idle: idle <= end }
    setDeadline(next)
    return next
  }, [])

  const signedIn = Boolean(user)
  useEffect(() => {
    if (signedIn && phase === 'working') void ask('GET')
  }, [signedIn, phase, ask])

  // Typing and clicking, at most once every seenEveryMs: the server's record of the last request.
  useEffect(() => {
    if (!signedIn || phase !== 'working') return
    const atWork = () => {
      if (Date.now() - lastSaid.current < saidEvery.current) return
      lastSaid.current = Date.now()
      void ask('POST')
    }
    const again = () => document.visibilityState === 'visible' && void ask('GET')
    // Input too: a Korean IME or a pasted text may come without the keys.
    window.addEventListener('keydown', atWork, true)
    window.addEventListener('input', atWork, true)
    window.addEventListener('pointerdown', atWork, true)
    document.addEventListener('visibilitychange', again)
    return () => {
      window.removeEventListener('keydown', atWork, true)
      window.removeEventListener('input', atWork, true)
      window.removeEventListener('pointerdown', atWork, true)
      document.removeEventListener('visibilitychange', again)
    }
  }, [signedIn, phase, ask])

  // A minute before the end, and at the end: the server first (another tab may have kept the session going).
  useEffect(() => {
    if (!signedIn || !deadline || phase === 'signed-out') return
    const warnAt = deadline.at - WARN_BEFORE_MS
    const timer = setTimeout(
      async () => {
        const now = await ask('GET')
        if (now) setPhase(now.at - Date.now() <= WARN_BEFORE_MS + 1_000 ? 'warned' : 'working')
      },
      Math.max(0, (phase === 'warned' ? deadline.at : warnAt) - Date.now()),
    )
    return () => clearTimeout(timer)
  }, [signedIn, deadline, phase, ask])

  const stay = async () => {
    lastSaid.current = Date.now()
    if (await ask('POST')) setPhase('working')
  }

  return (
    <>
      {children}
      {signedIn && phase === 'warned' && deadline && <Warning idle={deadline.idle} onStay={stay} onClose={() => setPhase('working')} />}
      {phase === 'signed-out' && user?.email && (
        <SignInAgain
          email={String(user.email)}
          idle={deadline?.idle ?? true}
          onSignedIn={(answer) => {
            setUser(answer as Parameters<typeof setUser>[0])
            setPhase('working')
          }}
        />
      )}
    </>
  )
}

/** A modal <dialog>: the browser keeps focus and the page's keys inside it while it is open. */
function Dialog({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])
  return (
    <dialog
      ref={ref}
      aria-label={label}
      // Escape would leave the page to a member who is no longer signed in; the buttons say what happens.
      onCancel={(event) => event.preventDefault()}
      style={{
        maxWidth: 440,
        padding: 'calc(var(--base) * 1.5)',
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 8,
        background: 'var(--theme-bg)',
        color: 'var(--theme-text)',
      }}
    >
      {children}
    </dialog>
  )
}

function Warning({ idle, onStay, onClose }: { idle: boolean; onStay: () => void; onClose: () => void }) {
  return (
    <Dialog label="자동 로그아웃 안내">
      <h2 style={{ marginTop: 0 }}>곧 자동으로 로그아웃됩니다</h2>
      {idle ? (
        <p>1분 뒤 자동으로 로그아웃됩니다. 계속 작업하려면 로그인 상태를 유지하세요. 로그아웃되어도 작성 중인 내용은 이 화면에 남습니다.</p>
      ) : (
        <p>로그인한 지 오래되어 1분 뒤 자동으로 로그아웃됩니다. 작성 중인 내용은 이 화면에 남으니, 다시 로그인한 뒤 저장하세요.</p>
      )}
      {idle ? <Button onClick={onStay}>로그인 유지</Button> : <Button onClick={onClose}>확인</Button>}
    </Dialog>
  )
}

function SignInAgain({ email, idle, onSignedIn }: { email: string; idle: boolean; onSignedIn: (answer: unknown) => void }) {
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [asked, setAsked] = useState<SecondFactorAsked | null>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setProblem(null)
    const answer = await call('/login', { email, password }).catch(() => null)
    setBusy(false)
    const secondFactor = answer && secondFactorOf(answer)
    // Factors reset meanwhile: enrolling again is the login page's (the half-typed form cannot follow there).
    if (secondFactor?.next === 'verify') setAsked(secondFactor)
    else if (secondFactor) setProblem('2단계 인증을 다시 등록해야 합니다. 작성한 내용을 따로 옮겨 둔 뒤 로그인 화면에서 등록하세요.')
    else setProblem(answer ? messageOf(answer) : '로그인하지 못했습니다. 잠시 후 다시 시도하세요.')
  }
  if (asked)
    return (
      <Dialog label="다시 로그인">
        <SecondFactorStep asked={asked} onSignedIn={(answer) => onSignedIn(answer.body)} />
      </Dialog>
    )
  return (
    <Dialog label="다시 로그인">
      <h2 style={{ marginTop: 0 }}>로그아웃되었습니다</h2>
      <p>
        {idle ? '오랫동안 사용하지 않아 자동으로 로그아웃되었습니다.' : '로그인한 지 오래되어 자동으로 로그아웃되었습니다.'} 작성하던 내용은 이 화면에 그대로
        있습니다. 비밀번호를 입력해 다시 로그인한 뒤 이어서 작업하세요.
      </p>
      <form onSubmit={submit} style={{ display: 'grid', gap: 'var(--base)' }}>
        <label style={{ display: 'grid', gap: 4 }}>
          이메일
          <input type="email" value={email} readOnly tabIndex={-1} autoComplete="username" />
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          비밀번호
          <input type="password" value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="current-password" required />
        </label>
        {problem && (
          <p role="alert" style={{ color: 'var(--theme-error-500)', margin: 0 }}>
            {problem}
          </p>
        )}
        <Button type="submit" disabled={busy || !password}>
          다시 로그인
        </Button>
      </form>
    </Dialog>
  )
}
