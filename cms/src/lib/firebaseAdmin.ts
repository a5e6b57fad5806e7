// The one Firebase Admin app of the CMS (server only: it holds the service-account key).
// With FIREBASE_AUTH_EMULATOR_HOST set (local runs only, see env.ts) the SDK talks to the emulator.
import { type App, cert, getApps, initializeApp } from 'firebase-admin/app'
import { type Auth, getAuth } from 'firebase-admin/auth'
import { env } from '@/env'

const APP_NAME = 'storefront-cms'

function firebaseApp(): App {
  const existing = getApps().find((app) => app.name === APP_NAME)
  if (existing) return existing
  const account = env.FIREBASE_SERVICE_ACCOUNT
  return initializeApp(
    {
      projectId: env.FIREBASE_PROJECT_ID,
      // Without a service account the SDK uses application default credentials.
      ...(account && {
        credential: cert(account),
      }),
    },
    APP_NAME,
  )
}

export const firebaseAuth = (): Auth => getAuth(firebaseApp())
