import { useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useCallback } from 'react'
import { pushToast } from '~/ui/toast/toast-store'
import { firebaseSignOut } from './firebase-sign-out'
import { endSession } from './session.functions'

/**
 * Logout (docs/product.md#accounts-and-sessions): ends the session everywhere (or says it could not), removes the session cookie, signs out of Firebase and clears the current user
 * (the router forgets every loaded page, so nothing personal stays on screen), then goes to /.
 */
export function useSignOut() {
  const router = useRouter()
  const endSessionFn = useServerFn(endSession)
  return useCallback(
    async (notice: { message: string; type?: 'success' | 'error' } = { message: '로그아웃되었습니다.' }): Promise<boolean> => {
      const ended = await endSessionFn()
      // Not ended everywhere: still signed in here too, and told so, to try again.
      if (!ended.ok) {
        pushToast({ message: ended.message, type: 'error', id: 'session' })
        return false
      }
      await firebaseSignOut()
      pushToast({ ...notice, id: 'session' })
      await router.navigate({ to: '/' })
      await router.invalidate()
      return true
    },
    [endSessionFn, router],
  )
}

/** When a fresh token cannot be had, the visitor goes to / and is logged out, with this notice. */
export const SESSION_LOST_NOTICE = { message: '로그인이 만료되었습니다. 다시 로그인해 주세요.', type: 'error' as const }
