import { redirect } from '@tanstack/react-router'
import { loadOnce } from '~/features/navigation/load-once'
import { type ActionLinkSearch, isCompleteActionLink } from './action-modes'
import { sessionFunctions } from './require-user'

// The loader of Firebase's e-mail action links (routes/_account/[__]/account/reset-password.tsx).

const actionFunctions = loadOnce(() => import('./action.functions'))
const INVALID_CODE = '/__/account/invalid-code'

/**
 * Checks the link's code with Firebase before the page shows. A link that is incomplete, used,
 * expired or forged goes to invalid-code.
 */
export async function loadEmailAction(search: ActionLinkSearch) {
  if (!isCompleteActionLink(search)) throw redirect({ href: INVALID_CODE, replace: true })
  const { inspectEmailAction } = await actionFunctions()
  const inspected = await inspectEmailAction({ data: { mode: search.mode, oobCode: search.oobCode, continueUrl: search.continueUrl } })
  if (!inspected.valid) throw redirect({ href: INVALID_CODE, replace: true })
  const firebaseConfig = search.mode === 'signIn' ? await sessionFunctions().then(({ getFirebaseClientConfig }) => getFirebaseClientConfig()) : null
  const { email, previousEmail, continuePath } = inspected
  return { mode: search.mode, oobCode: search.oobCode, email, previousEmail, continuePath, firebaseConfig }
}
