// The admin panel's login view (admin.components.views.login): Payload's own checks for a signed-in
// member and the redirect, then our two-step form (LoginForm.tsx).
import type { AdminViewServerProps } from 'payload'
import { getSafeRedirect } from 'payload/shared'
import { redirect } from 'next/navigation'
import { LoginForm } from './LoginForm'

export function LoginView({ initPageResult, searchParams }: AdminViewServerProps) {
  const admin = initPageResult.req.payload.config.routes.admin
  const target = getSafeRedirect({ fallbackTo: admin, redirectTo: (searchParams?.redirect as string | string[] | undefined) ?? '' })
  if (initPageResult.req.user) redirect(target)
  return (
    <>
      <div className="login__brand">
        <h1>VAPORE 관리자</h1>
      </div>
      <LoginForm redirect={target} />
    </>
  )
}
