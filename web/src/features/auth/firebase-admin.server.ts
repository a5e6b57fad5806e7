import { applicationDefault, cert, getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { serverEnv } from '~/env.server'

// One Admin app per process. The SDK itself reads FIREBASE_AUTH_EMULATOR_HOST and then talks to
// the emulator, which env.server.ts only allows on a local run.
export function adminAuth() {
  const app = getApps()[0] ?? createApp()
  return getAuth(app)
}

function createApp() {
  const { projectId, serviceAccount } = serverEnv().firebase
  return initializeApp({
    projectId,
    credential: serviceAccount ? cert(serviceAccount) : applicationDefault(),
  })
}
