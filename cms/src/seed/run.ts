// `pnpm --filter @storefront/cms seed` (payload run): seeds the database DATABASE_URL names.
import config from '@payload-config'
import { getPayload } from 'payload'
import { env } from '@/env'
import { firebaseAuth } from '@/lib/firebase-admin'
import { seed } from './index'

// The default password is published in the README: outside a local run it would be a backdoor.
if (!env.LOCAL_RUN && !process.env.SEED_PASSWORD) {
  throw new Error('seed: outside LOCAL_RUN=1, set SEED_PASSWORD for the demo logins')
}

const payload = await getPayload({ config })
const report = await seed(payload, {
  password: process.env.SEED_PASSWORD || 'storefront-demo',
  siteUrl: env.WEB_URL,
  // Demo consumers go to the emulator only, never to a real Firebase project.
  firebaseAuth: env.FIREBASE_AUTH_EMULATOR_HOST ? firebaseAuth() : undefined,
})
payload.logger.info({ msg: 'seed done', ...report })
await payload.destroy()
