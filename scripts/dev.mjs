// `npm run dev` (or `npm start` for the production builds): the whole product on embedded
// defaults. Ctrl-C stops every process it started. `--setup-only` stops once the database and the
// emulator are migrated and seeded (what every start does before the servers); DEV_SLOT moves the
// run to its own ports and folder (scripts/lib/stack.mjs).
//
// `npm start -- --replicas N`: N storefront and N CMS processes behind HAProxy on the same ports,
// with uploads in object storage (scripts/lib/replicas.mjs). `--object-storage` puts uploads in
// object storage without replicas. `npm start` builds first when its builds are missing or stale.
import { join } from 'node:path'
import { productionBuilds } from './lib/builds.mjs'
import { startObjectStorage } from './lib/object-storage.mjs'
import { stopAll, stopOnSignals } from './lib/processes.mjs'
import { startReplicas } from './lib/replicas.mjs'
import { warmFirstPages } from './lib/warm-up.mjs'
import { devProfile, migrateAndSeed, objectStorageProfile, root, startBackingServices, startServers } from './lib/stack.mjs'

const production = process.argv.includes('--production')
const setupOnly = process.argv.includes('--setup-only')
const replicasArg = process.argv.indexOf('--replicas')
const replicas = replicasArg === -1 ? 0 : Number(process.argv[replicasArg + 1])
const objectStorage = replicas > 0 || process.argv.includes('--object-storage')
const profile = objectStorage ? objectStorageProfile() : devProfile()
const dataDir = profile.dataDir ?? join(root, '.data')
stopOnSignals()

try {
  if (replicas && !production) throw new Error('--replicas runs the production builds: use npm start -- --replicas N')
  const { env, emulator } = await startBackingServices(profile)
  // The builds do not depend on where uploads go: made (or reused) from the same settings either way.
  const builds = production && !setupOnly ? productionBuilds(profile, env) : null
  if (objectStorage) Object.assign(env, await startObjectStorage({ dir: profile.objectStorageDir, port: profile.objectStoragePort }))
  // A year of made-up business, so the admin's insights chart something on a first start (cms/src/seed/history);
  // SEED_HISTORY=0 leaves it out. The test suite, bench and faults seed without it.
  env.SEED_HISTORY = process.env.SEED_HISTORY === '0' ? '0' : '1'
  await migrateAndSeed(env)
  // The seeded demo logins survive a run that ends with a kill, not only a clean stop.
  await emulator?.saveState()
  if (setupOnly) {
    await stopAll()
    process.exit(0)
  }
  await builds
  const urls = replicas
    ? await startReplicas(profile, env, { count: replicas, dataDir: join(dataDir, 'replicas') })
    : await startServers(profile, env, { production })
  printWelcome(urls, env)
  // Dev compiles each route on its first request; the production CMS warms its admin up itself.
  if (!production) void warmFirstPages(urls)
} catch (error) {
  console.error(`\n${error.message}`)
  if (error.output) console.error(error.output)
  await stopAll()
  process.exit(1)
}

function printWelcome(urls, env) {
  const password = env.SEED_PASSWORD
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST
  const mode = replicas ? `production builds, ${replicas} replicas of each server behind HAProxy` : production ? 'production build' : 'dev'
  console.log(`
  Storefront (${mode}) is running. Ctrl-C stops everything.

    storefront   ${urls.web}
    CMS admin    ${urls.cms}/admin
    CMS REST     ${urls.cms}/api
    database     ${env.DATABASE_URL}
    uploads      ${env.S3_BUCKET ? `bucket "${env.S3_BUCKET}" at ${env.S3_ENDPOINT} (OpenStack Swift's S3 API)` : 'local disk'}
    ${emulator ? `auth emulator http://${emulator} (project ${env.FIREBASE_PROJECT_ID})` : `Firebase project ${env.FIREBASE_PROJECT_ID}`}
    ${process.env.KAKAO_REST_API_KEY ? 'Kakao login  kauth.kakao.com (configured)' : `Kakao login  local stand-in ${new URL(env.KAKAO_AUTHORIZE_URL).origin}`}
    ${env.PORTONE_STAND_IN_URL ? `본인인증     PortOne stand-in ${env.PORTONE_STAND_IN_URL} (pick any person in its window)` : `본인인증     PortOne store ${env.PORTONE_STORE_ID}`}
    ${env.MAIL_CATCHER_URL ? `mail         caught locally, read at ${env.MAIL_CATCHER_URL}/messages` : `mail         SMTP ${env.SMTP_HOST}:${env.SMTP_PORT}`}
    ${env.SOLAPI_API_URL ? `KakaoTalk    SOLAPI stand-in, read at ${env.SOLAPI_API_URL}/test/messages` : `KakaoTalk    SOLAPI ${process.env.SOLAPI_API_KEY ? '(configured)' : 'not configured: notices by mail'}`}
${urls.ports ? `\n    replicas     ${urls.ports.map(({ web, cms }) => `${web.name} :${web.port}, ${cms.name} :${cms.port}`).join(' · ')}\n                 ${urls.web}/api/health says which one answered\n` : ''}
  Demo logins (password: ${password})
    CMS admin    admin@storefront.test · manager@storefront.test · staff@storefront.test
    storefront   customer@storefront.test, or "카카오로 시작하기" with a stand-in account
`)
}
