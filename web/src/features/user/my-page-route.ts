import { redirect } from '@tanstack/react-router'
import { sessionFunctions } from '~/features/auth/require-user'
import { loadOnce } from '~/features/navigation/load-once'

// The loader of my page (routes/_default/user/index.tsx).

const accountFunctions = loadOnce(() => import('./account.functions'))
const tradeInFunctions = loadOnce(() => import('~/features/trade-in/my-trade-ins.functions'))
const surveyFunctions = loadOnce(() => import('~/features/surveys/surveys.functions'))

/** The consumer's account, their trade-ins, the open surveys and the Firebase settings its forms need; `href` is where to come back after logging in again. */
export async function loadMyPage(href: string) {
  const [{ getMyAccount }, { getFirebaseClientConfig }, { getMyTradeIns }, { getMySurveys }] = await Promise.all([
    accountFunctions(),
    sessionFunctions(),
    tradeInFunctions(),
    surveyFunctions(),
  ])
  const [account, firebaseConfig, tradeIns, surveys] = await Promise.all([getMyAccount(), getFirebaseClientConfig(), getMyTradeIns(), getMySurveys()])
  // Signed out between the route's check and now (a revoked session): log in again.
  if (!account || !tradeIns || !surveys) throw redirect({ to: '/login', search: { redirect: href } })
  return { account, firebaseConfig, tradeIns, surveys }
}
