import { useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useCallback } from 'react'
import { pushToast } from '~/ui/toast/toast-store'
import { firebaseSignOut } from './firebase-sign-out'
import { endSession } from './session.functions'

/**
 * Logout (docs/product.md#accounts-and-sessions): removes the session cookie, signs out of Firebase and clears the current user
 * (the router forgets every loaded page, so nothing personal stays on screen), then goes to /.
 */
export function useSignOut() {
  const router = useRouter()
  const endSessionFn = useServerFn(endSession)
  return useCallback(
    async (notice: { message: string; type?: 'success' | 'error' } = { message: '로그아웃되었습니다.' }) => {
      await endSessionFn()
      await firebaseSignOut()
      pushToast({ ...notice, id: 'session' })
      await router.navigate({ to: '/' })
      await router.invalidate()
    },
    [endSessionFn, router],
  )
}

/** When a fresh token cannot be had, the visitor goes to / and is logged out, with this notice. */
export const SESSION_LOST_NOTICE = { message: '로그인이 만료되었습니다. 다시 로그인해 주세요.', type: 'error' as const }
