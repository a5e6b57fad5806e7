import { useCallback } from 'react'
import type { FirebaseClientConfig } from '~/features/auth/types'
import { SESSION_LOST_NOTICE, useSignOut } from '~/features/auth/use-sign-out'

type FirebaseClient = typeof import('~/features/auth/firebase-client')

/**
 * Runs something that needs the Firebase web SDK's user (loaded on demand). When the session
 * cannot be resumed with a fresh token: go to / and log out. Resolves undefined then.
 */
export function useFirebaseClient(config: FirebaseClientConfig) {
  const signOut = useSignOut()
  return useCallback(
    async <T>(task: (client: FirebaseClient, config: FirebaseClientConfig) => Promise<T>): Promise<T | undefined> => {
      const client = await import('~/features/auth/firebase-client')
      try {
        return await task(client, config)
      } catch (error) {
        if (!(error instanceof client.SessionLostError)) throw error
        await signOut(SESSION_LOST_NOTICE)
        return undefined
      }
    },
    [config, signOut],
  )
}
