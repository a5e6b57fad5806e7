// The seed as a local run makes it (`pnpm seed`, and the project's scripts through
// database/setUp.ts): the demo logins' password, the site's address, demo consumers in the emulator.
import type { Payload } from 'payload'
import { DEMO_TOTP_SECRET } from '@storefront/rules/staff-login'
import { env } from '@/env'
import { firebaseAuth } from '@/lib/firebaseAdmin'
import { seed } from './index'

export async function seedLocalRun(payload: Payload) {
  // The default password is published in the README: outside a local run it would be a backdoor.
  if (!env.LOCAL_RUN && !process.env.SEED_PASSWORD) {
    throw new Error('seed: outside LOCAL_RUN=1, set SEED_PASSWORD for the demo logins')
  }
  const report = await seed(payload, {
    password: process.env.SEED_PASSWORD || 'storefront-demo',
    siteUrl: env.WEB_URL,
    // Demo consumers go to the emulator only, never to a real Firebase project.
    firebaseAuth: env.FIREBASE_AUTH_EMULATOR_HOST ? firebaseAuth() : undefined,
    // The demo logins' second factor, so tools and tests sign them in; a published secret, so never outside a local run.
    totpSecret: env.LOCAL_RUN ? process.env.SEED_TOTP_SECRET || DEMO_TOTP_SECRET : undefined,
    // A year of made-up business for the insights: asked for by `npm run dev` alone (scripts/dev.mjs), never outside a local run.
    history: historyWanted(env.LOCAL_RUN, process.env.SEED_HISTORY),
  })
  payload.logger.info({ msg: 'seed done', ...report })
}

/** The history only where a developer runs the product: a local run that asks for it (SEED_HISTORY=1). */
export const historyWanted = (localRun: boolean, asked: string | undefined): boolean => localRun && asked === '1'
