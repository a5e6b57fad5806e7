import { redirect } from '@tanstack/react-router'
import { sessionFunctions } from '~/features/auth/require-user'
import { loadOnce } from '~/features/navigation/load-once'

// The loader of my page (routes/_default/user/index.tsx).

const accountFunctions = loadOnce(() => import('./account.functions'))
const tradeInFunctions = loadOnce(() => import('~/features/trade-in/my-trade-ins.functions'))
const surveyFunctions = loadOnce(() => import('~/features/surveys/surveys.functions'))
const myDataFunctions = loadOnce(() => import('~/features/privacy/my-data.functions'))

/** The consumer's account, their trade-ins, the open surveys, their requests about their data and the Firebase settings its forms need; `href` is where to come back after logging in again. */
export async function loadMyPage(href: string) {
  const [{ getMyAccount }, { getFirebaseClientConfig }, { getMyTradeIns }, { getMySurveys }, { getMyDataRequests }] = await Promise.all([
    accountFunctions(),
    sessionFunctions(),
    tradeInFunctions(),
    surveyFunctions(),
    myDataFunctions(),
  ])
  const [account, firebaseConfig, tradeIns, surveys, dataRequests] = await Promise.all([
    getMyAccount(),
    getFirebaseClientConfig(),
    getMyTradeIns(),
    getMySurveys(),
    getMyDataRequests(),
  ])
  // Signed out between the route's check and now (a revoked session): log in again.
  if (!account || !tradeIns || !surveys || !dataRequests) throw redirect({ to: '/login', search: { redirect: href } })
  return { account, firebaseConfig, tradeIns, surveys, dataRequests }
}
