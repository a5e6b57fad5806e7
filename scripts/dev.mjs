// `npm run dev` (or `npm start` for the production builds): the whole product on embedded
// defaults. Ctrl-C stops every process it started. `--setup-only` stops once the database and the
// emulator are migrated and seeded (what every start does before the servers); DEV_SLOT moves the
// run to its own ports and folder (scripts/lib/stack.mjs).
import { devProfile, migrate, seed, startBackingServices, startServers } from './lib/stack.mjs'
import { stopAll, stopOnSignals } from './lib/processes.mjs'

const production = process.argv.includes('--production')
const setupOnly = process.argv.includes('--setup-only')
const profile = devProfile()
stopOnSignals()

try {
  const { env, emulator } = await startBackingServices(profile)
  await migrate(env)
  await seed(env)
  // The seeded demo logins survive a run that ends with a kill, not only a clean stop.
  await emulator?.saveState()
  if (setupOnly) {
    await stopAll()
    process.exit(0)
  }
  const urls = await startServers(profile, env, { production })
  printWelcome(urls, env)
} catch (error) {
  console.error(`\n${error.message}`)
  if (error.output) console.error(error.output)
  await stopAll()
  process.exit(1)
}

function printWelcome(urls, env) {
  const password = env.SEED_PASSWORD
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST
  console.log(`
  Storefront (${production ? 'production build' : 'dev'}) is running. Ctrl-C stops everything.

    storefront   ${urls.web}
    CMS admin    ${urls.cms}/admin
    CMS REST     ${urls.cms}/api
    database     ${env.DATABASE_URL}
    ${emulator ? `auth emulator http://${emulator} (project ${env.FIREBASE_PROJECT_ID})` : `Firebase project ${env.FIREBASE_PROJECT_ID}`}
    ${process.env.KAKAO_REST_API_KEY ? 'Kakao login  kauth.kakao.com (configured)' : `Kakao login  local stand-in ${new URL(env.KAKAO_AUTHORIZE_URL).origin}`}
    ${env.MAIL_CATCHER_URL ? `mail         caught locally, read at ${env.MAIL_CATCHER_URL}/messages` : `mail         SMTP ${env.SMTP_HOST}:${env.SMTP_PORT}`}

  Demo logins (password: ${password})
    CMS admin    admin@storefront.test · manager@storefront.test · staff@storefront.test
    storefront   customer@storefront.test, or "카카오로 시작하기" with a stand-in account
`)
}
