// `npm run bench`: measures the production builds on a fresh, seeded database with 3,000 more shops,
// and writes the figures to bench/results.json (every run) and bench/results.md (rendered from it).
// The goals are the budgets of docs/product.md#budgets; this records what we have, it does not pass or fail on them.
//
// Per page: SSR throughput and latency under BENCH_CONNECTIONS clients; the first-load JavaScript
// (gzip) of the pages the budgets name; Lighthouse's mobile performance and accessibility scores
// (Debian's Chromium, CHROMIUM_PATH). BENCH_REUSE_BUILD=1 measures the builds already there instead
// of building the current code first; BENCH_LIGHTHOUSE=0 skips Lighthouse. `pnpm bench --pages`
// measures what a phone gets (page weight, Lighthouse, public pages against the static ceiling)
// and stops there. bench/goals.md, kept by hand, says where each goal stands; `pnpm bench --render`
// rewrites results.md after editing it. `pnpm bench --cpu` profiles a cached page and an uncached shop
// search (docs/decisions/0056, 0079) and stops there. `pnpm bench --fairness` measures visitors of
// cached pages beside a client sending random searches, `pnpm bench --soak` (`--soak-seconds N`,
// 600 by default) a busy day's mix for ten minutes (scripts/lib/bench-fairness.mjs,
// docs/decisions/0078); each records its own part and stops there. `pnpm bench --insights` loads two
// years of devices, A/S requests, trade-ins and survey answers and times each insights view
// (scripts/lib/bench-insights.mjs, docs/decisions/0082), and stops there.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { demoTotpSecret, fetchPost, staffLogin } from '../rules/src/staff-login.ts'
import { insertBenchDevices } from './lib/bench-devices.mjs'
import { benchNote } from './lib/bench-notes.mjs'
import { firstTouchFigures } from './lib/bench-first-touch.mjs'
import { renderMarkdown } from './lib/bench-markdown.mjs'
import { firstLoadJs, httpFacts, lighthouseScores } from './lib/bench-page-weight.mjs'
import { waitForQuietCpu } from './lib/machine-cpu.mjs'
import { benchService } from './lib/bench-service.mjs'
import { capacityMarkdown } from './lib/capacity-doc.mjs'
import { insertBenchShops } from './lib/bench-shops.mjs'
import {
  CEILING_GOALS,
  firstVisitsAfterEdits,
  freshnessOfEdits,
  pagesAgainstCeiling,
  ssrThroughput as measureThroughput,
  startSecondStorefront,
  timeUntilShown,
} from './lib/bench-public-pages.mjs'
import { profileCachedPage, profileUncachedSearch } from './lib/bench-cpu-profile.mjs'
import { fairness, soak, uncachedRenderRate } from './lib/bench-fairness.mjs'
import { insightsPart, prepareExplain } from './lib/bench-insights.mjs'
import { runStep, stopAll, stopOnSignals } from './lib/processes.mjs'
import { DEMO_PASSWORD, migrateAndSeed, profiles, root, startBackingServices, startServers } from './lib/stack.mjs'

// BENCH_SLOT=N moves every port by N × 1000, so two worktrees can measure at once without colliding.
const portShift = Number(process.env.BENCH_SLOT ?? 0) * 1000
const profile = {
  ...profiles.test,
  webPort: 3200 + portShift,
  cmsPort: 3201 + portShift,
  kakaoPort: 3290 + portShift,
  smtpPort: 3291 + portShift,
  mailApiPort: 3292 + portShift,
  solapiPort: 3293 + portShift,
  postcodePort: 3294 + portShift,
  portOnePort: 3299 + portShift,
  postgresPort: 54340 + portShift,
  postgresDir: join(root, '.data/bench/postgres'),
  database: 'storefront_bench',
  emulator: { port: 9299 + portShift, hubPort: 4420 + portShift, loggingPort: 4520 + portShift, projectId: 'demo-storefront-bench' },
  emulatorDir: join(root, '.data/bench/firebase'),
  uploadsDir: join(root, '.data/bench/uploads'),
  nextDistDir: '.next',
  webOutputDir: '.output',
}
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const EXTRA_SHOPS = 3000
const CHECK_CONNECTIONS = 20
const PAGES_ONLY = process.argv.includes('--pages')
const CPU_ONLY = process.argv.includes('--cpu')
// Every figure but --fairness's and --soak's is one address's load on one page: no render budget
// (docs/decisions/0078) in the way of what is measured.
const ONE_ADDRESS_LOAD = { RENDER_BUDGET_PER_SECOND: '100000', RENDER_BUDGET_BURST: '100000' }
const FAIRNESS = process.argv.includes('--fairness')
const SOAK = process.argv.includes('--soak')
const INSIGHTS = process.argv.includes('--insights')
const soakSecondsArg = process.argv.indexOf('--soak-seconds')
const SOAK_SECONDS = soakSecondsArg > 0 ? Number(process.argv[soakSecondsArg + 1]) : 600
stopOnSignals()

/** SSR throughput and latency of one storefront path under CONNECTIONS concurrent clients. */
const ssrThroughput = (url, options = {}) => measureThroughput(url, { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, ...options })

/** The storefront's session cookie for `idToken`, as its sign-in would make it (firebase-admin against the emulator). */
async function benchSessionCookie(env, idToken) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = env.FIREBASE_AUTH_EMULATOR_HOST
  const { initializeApp } = await import('firebase-admin/app')
  const { getAuth } = await import('firebase-admin/auth')
  const auth = getAuth(initializeApp({ projectId: env.FIREBASE_PROJECT_ID }, 'bench'))
  return auth.createSessionCookie(idToken, { expiresIn: 60 * 60 * 1000 })
}

/** A fresh, seeded database and the production builds (built unless BENCH_REUSE_BUILD=1 finds them); `beforeServers` runs before they start. */
async function productionStack(serverEnv = {}, { beforeServers } = {}) {
  const { env, postgres } = await startBackingServices(profile, { freshDatabase: true })
  await migrateAndSeed(env)
  const built = existsSync(join(root, 'cms/.next/BUILD_ID')) && existsSync(join(root, 'web/.output/server/index.mjs'))
  if (process.env.BENCH_REUSE_BUILD !== '1' || !built) {
    await runStep('build', 'pnpm', ['-r', '--workspace-concurrency=1', 'run', 'build'], {
      cwd: root,
      env: { ...env, NODE_ENV: 'production' },
      timeoutMs: 20 * 60_000,
    })
  }
  await beforeServers?.(postgres)
  // The servers write their logs into files themselves, as in production (docs/decisions/0056).
  const urls = await startServers(profile, { ...env, ...serverEnv }, { production: true, logDir: join(root, '.data/bench/logs') })
  return { env, urls, postgres }
}

/**
 * `--fairness` and `--soak`: the production builds on the seeded database alone (no extra shops,
 * no Lighthouse), the storefront's budget as it ships.
 */
async function fairnessParts() {
  const { urls } = await productionStack()
  const site = await (await fetch(`${urls.cms}/api/globals/site?depth=0`)).json()
  const post = typeof site.warrantyPolicy === 'object' ? site.warrantyPolicy?.id : site.warrantyPolicy
  if (!post) throw new Error('bench: the site settings name no warranty-policy post')
  const postPath = `/posts/${post}`
  const loadBefore = loadavg()[0]
  const result = { part: FAIRNESS ? 'fairness' : 'soak' }
  if (FAIRNESS) {
    result.fairness = await fairness({ webUrl: urls.web, pages: ['/', '/shops', postPath, '/terms/service'], seconds: DURATION_SECONDS })
    result.uncachedRenders = await uncachedRenderRate({ webUrl: urls.web, seconds: DURATION_SECONDS })
  }
  if (SOAK) result.soak = await soak({ webUrl: urls.web, webPid: urls.processes.web.pid, postPath, seconds: SOAK_SECONDS })
  result.loadAverage = [loadBefore, loadavg()[0]].map((load) => Math.round(load * 10) / 10)
  return result
}

/** A cached page and an uncached shop search, each on a storefront of its own under the profiler. */
async function cpuProfiles(env) {
  const storefront = { root, env, webOutputDir: profile.webOutputDir, port: profile.webPort + 5 }
  const cachedPageProfile = await profileCachedPage({ ...storefront, durationSeconds: DURATION_SECONDS })
  const uncachedSearchProfile = await profileUncachedSearch(storefront)
  return { part: 'cpu', cachedPageProfile, uncachedSearchProfile }
}

/** `--insights`: the insights' data loaded in bulk, each view timed, the slowest one's plan (scripts/lib/bench-insights.mjs). */
async function insightsParts() {
  const beforeServers = (postgres) => prepareExplain(postgres, profile.database)
  const { env, urls, postgres } = await productionStack(ONE_ADDRESS_LOAD, { beforeServers })
  return insightsPart({ env, urls, postgres, database: profile.database })
}

async function main() {
  if (FAIRNESS || SOAK) return fairnessParts()
  if (INSIGHTS) return insightsParts()
  const { env, urls } = await productionStack(ONE_ADDRESS_LOAD)
  const serverEnv = { ...env, ...ONE_ADDRESS_LOAD }

  console.log(`bench: adding ${EXTRA_SHOPS} shops through the CMS REST API…`)
  await insertBenchShops({
    cmsUrl: urls.cms,
    email: 'admin@storefront.test',
    password: env.SEED_PASSWORD ?? DEMO_PASSWORD,
    totpSecret: demoTotpSecret(env),
    count: EXTRA_SHOPS,
  })
  const openShops = (await (await fetch(`${urls.cms}/api/shops?limit=1&depth=0`)).json()).totalDocs
  // The storefront has the whole list once the new content version reached it.
  const shopsReadyMs = await timeUntilShown(`${urls.web}/shops`, `전체 매장 ${openShops.toLocaleString('ko-KR')}곳`)
  if (CPU_ONLY) return cpuProfiles({ ...env, ...ONE_ADDRESS_LOAD })

  const site = await (await fetch(`${urls.cms}/api/globals/site?depth=0`)).json()
  const warrantyPolicy = typeof site.warrantyPolicy === 'object' ? site.warrantyPolicy?.id : site.warrantyPolicy
  if (!warrantyPolicy) throw new Error('bench: the site settings name no warranty-policy post')

  const pages = {
    home: '/',
    shops: '/shops',
    'shops, filtered': '/shops?region=seoul&service=service',
    'shops, searched': `/shops?q=${encodeURIComponent('강남구')}`,
    'shops, nearest first': '/shops?near=37.557,126.924',
    'post (warranty policy)': `/posts/${warrantyPolicy}`,
  }
  const budgeted = ['home', 'shops', 'post (warranty policy)']
  const [tradeIn] = (await (await fetch(`${urls.cms}/api/trade-in-events?limit=1&depth=0`)).json()).docs ?? []
  // A survey open now that anyone may answer: the page a shared link opens.
  const now = new Date().toISOString()
  const survey = ((await (await fetch(`${urls.cms}/api/surveys?limit=100&depth=0`)).json()).docs ?? []).find(
    (doc) => !doc.requiresLogin && (!doc.opensAt || doc.opensAt <= now) && (!doc.closesAt || doc.closesAt > now),
  )
  if (!tradeIn || !survey) throw new Error('bench: the seed has no trade-in event or no open survey')
  // The rest of the budgeted pages (scripts/lib/bench-markdown.mjs, BUDGETS): weighed, and the flows run through Lighthouse, not load-tested.
  const weighedOnly = {
    terms: '/terms/service',
    korea: '/korea',
    partner: '/device/partner',
    'device registration': '/device/register',
    'trade-in event': `/trade-in/${tradeIn.id}`,
    survey: `/survey/${survey.slug}`,
    'sign-in': '/login',
    'sign-in with a password': '/login/password',
    'new account': '/register',
  }
  const lighthoused = [...budgeted, 'device registration', 'trade-in event', 'survey']
  for (const [name, path] of Object.entries(pages)) {
    const response = await fetch(`${urls.web}${path}`)
    if (response.status !== 200) throw new Error(`bench: ${name} (${path}) answered ${response.status}`)
  }

  const figures = {}
  for (const [name, path] of Object.entries(pages)) figures[name] = { path }
  for (const name of budgeted) figures[name].firstLoadJs = await firstLoadJs(`${urls.web}${pages[name]}`)
  for (const [name, path] of Object.entries(weighedOnly)) figures[name] = { path, firstLoadJs: await firstLoadJs(`${urls.web}${path}`) }
  for (const [name, path] of Object.entries({ ...pages, ...weighedOnly })) figures[name].http = await httpFacts(`${urls.web}${path}`)
  // Lighthouse before the load tests, once the machine is quiet: it multiplies every main-thread
  // task it sees by four, so a build or a seed still running on the other core counts as the page's
  // own blocking time. The wait and the load average around it are kept.
  let lighthouseLoad
  let lighthouseQuiet
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    lighthouseQuiet = await waitForQuietCpu()
    const before = loadavg()[0]
    const scores = await lighthouseScores(Object.fromEntries(lighthoused.map((name) => [name, `${urls.web}${figures[name].path}`])))
    for (const [name, score] of Object.entries(scores)) figures[name].lighthouse = score
    lighthouseLoad = [before, loadavg()[0]].map((load) => Math.round(load * 10) / 10)
  }
  // Each control's first and later touch on a phone (decision 0072): like Lighthouse, on a quiet machine.
  const firstTouch = process.env.BENCH_TOUCH !== '0' ? (await waitForQuietCpu(), await firstTouchFigures(urls.web)) : undefined
  // The machine's load around the load tests: other work on it (2 cores) lowers every figure.
  const loadBefore = loadavg()[0]
  // Every public page against Node's own ceiling for its bytes; the SSR table takes the same figures.
  const publicPages = {
    ...pages,
    'terms (service)': '/terms/service',
    'terms (privacy)': '/terms/privacy',
    korea: '/korea',
    'partner shops': '/device/partner',
    'device registration': '/device/register',
    'trade-in event': `/trade-in/${tradeIn.id}`,
  }
  const ceilingFigures = await pagesAgainstCeiling({ root, webUrl: urls.web, port: profile.webPort + 4, pages: publicPages, durationSeconds: DURATION_SECONDS })
  const { cachedPageProfile, uncachedSearchProfile } = await cpuProfiles(serverEnv)
  for (const [name, page] of Object.entries(ceilingFigures)) figures[name] = { ...figures[name], path: page.path, ssr: page.ssr }
  // A link shared in KakaoTalk or on Instagram: campaign tags, and a click id new on every visit,
  // which must not cost a render per visitor (docs/decisions/0027). Beside the home row above.
  let click = 0
  figures['home from a tagged link'] = {
    path: '/?utm_source=kakao&fbclid=(one per visit)',
    ssr: await ssrThroughput(`${urls.web}/`, {
      connections: CEILING_GOALS.connections,
      requests: [{ setupRequest: (request) => ({ ...request, path: `/?utm_source=kakao&utm_medium=share&fbclid=bench-${click++}` }) }],
    }),
  }
  const loadAverage = [loadBefore, loadavg()[0]].map((load) => Math.round(load * 10) / 10)
  if (PAGES_ONLY)
    return {
      part: 'pages',
      loadAverage,
      ceilingLoadAverage: loadAverage,
      lighthouseLoad,
      lighthouseQuiet,
      firstTouch,
      openShops,
      shopsReadyMs,
      pages: figures,
      publicPages: ceilingFigures,
      cachedPageProfile,
      uncachedSearchProfile,
    }

  // Device registration: the genuineness check under CHECK_CONNECTIONS clients, and my devices for
  // a customer with 10 of the 100,000 registered.
  console.log('bench: adding 100,000 registered devices…')
  const benchConsumer = { email: `bench-${Date.now()}@storefront.test`, password: 'bench-password-1' }
  const { devices, availableSerial, idToken, customerId } = await insertBenchDevices({
    databaseUrl: env.DATABASE_URL,
    cmsUrl: urls.cms,
    emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    ...benchConsumer,
  })
  const session = await benchSessionCookie(env, idToken)
  const myDevices = await fetch(`${urls.web}/user/device`, { headers: { cookie: `session=${session}` } })
  const myDevicesHtml = await myDevices.text()
  if (myDevices.status !== 200 || (myDevicesHtml.match(/data-serial="BENCH-/g) ?? []).length !== 10) {
    throw new Error(`bench: /user/device answered ${myDevices.status} without the consumer's 10 devices`)
  }
  figures['my devices (10 of 100,000)'] = {
    path: '/user/device',
    ssr: await ssrThroughput(`${urls.web}/user/device`, { headers: { cookie: `session=${session}` } }),
  }
  // The budgets set my pages' goal by the size of the database, not by a number of clients: the
  // page's own time, one visitor at a time, beside the figures under load above.
  figures['my devices, one visitor at a time'] = {
    path: '/user/device',
    ssr: await ssrThroughput(`${urls.web}/user/device`, { connections: 1, headers: { cookie: `session=${session}` } }),
  }
  // The floor under the check: Payload's REST layer answering one `select 1` (the health endpoint)
  // under the same clients. The check cannot be faster than this on the same machine.
  figures['CMS floor: health (one query)'] = {
    path: 'GET /api/health',
    ssr: await ssrThroughput(`${urls.cms}/api/health`, { connections: CHECK_CONNECTIONS }),
  }
  // Each request a visitor of its own with a serial of its own, as on a busy day: one address or one
  // serial asked thousands of times would measure the rate limit's 429 instead of the check.
  let checks = 0
  const probe = await fetch(`${urls.cms}/api/serials/check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.255.255' },
    body: JSON.stringify({ serialNumber: availableSerial(checks++) }),
  })
  if (probe.status !== 200) throw new Error(`bench: the genuineness check answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`)
  figures['genuineness check (CMS)'] = {
    path: 'POST /api/serials/check',
    ssr: await ssrThroughput(`${urls.cms}/api/serials/check`, {
      connections: CHECK_CONNECTIONS,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // autocannon only applies setupRequest given per request, not at the top level.
      requests: [
        {
          setupRequest: (request) => {
            const n = checks++
            return {
              ...request,
              headers: { ...request.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
              body: JSON.stringify({ serialNumber: availableSerial(n) }),
            }
          },
        },
      ],
    }),
  }

  // A/S: my requests for a customer with 20 of 1,000,000, and the staff queue's first page.
  const service = await benchService({ env, urls, customerId, session, ssrThroughput })
  Object.assign(figures, service.pages)

  // An edit in the CMS: how long until /shops shows it (the whole list is loaded again).
  const { token } = await staffLogin(fetchPost(urls.cms), {
    email: 'admin@storefront.test',
    password: env.SEED_PASSWORD ?? DEMO_PASSWORD,
    totpSecret: demoTotpSecret(env),
  })
  const [gangnam] = (await (await fetch(`${urls.cms}/api/shops?where[name][equals]=${encodeURIComponent('바포레 강남 직영점')}&depth=0`)).json()).docs
  const hours = `벤치 ${Date.now()}`
  await fetch(`${urls.cms}/api/shops/${gangnam.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ openingHours: hours }),
  })
  const editShownMs = await timeUntilShown(`${urls.web}/shops?q=${encodeURIComponent('바포레 강남')}`, hours)

  // Freshness by push: 20 edits, each until two storefront processes both show it.
  const secondWeb = await startSecondStorefront({ root, env: serverEnv, port: profile.webPort + 3 })
  const freshness = await freshnessOfEdits({ cmsUrl: urls.cms, token, webUrls: [urls.web, secondWeb], postId: warrantyPolicy })
  // And the first visit after each edit, on the same two storefronts.
  const firstVisits = await firstVisitsAfterEdits({ cmsUrl: urls.cms, token, webUrls: [urls.web, secondWeb], shop: gangnam })

  return {
    loadAverage,
    ceilingLoadAverage: loadAverage,
    lighthouseLoad,
    lighthouseQuiet,
    firstTouch,
    openShops,
    shopsReadyMs,
    editShownMs,
    devices,
    serviceRequests: service.requests,
    pages: figures,
    publicPages: ceilingFigures,
    cachedPageProfile,
    uncachedSearchProfile,
    freshness,
    firstVisits,
  }
}

// The code measured is the code built at the start: commits made while the bench runs are not in it.
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim()

function record(figures) {
  const entry = { date: new Date().toISOString(), commit, durationSeconds: DURATION_SECONDS, connections: CONNECTIONS, ...benchNote(), ...figures }
  const dir = join(root, 'bench')
  mkdirSync(dir, { recursive: true })
  const jsonFile = join(dir, 'results.json')
  const all = [...(existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, 'utf8')) : []), entry]
  writeFileSync(jsonFile, JSON.stringify(all, null, 2) + '\n')
  writeFileSync(join(dir, 'results.md'), renderMarkdown(all))
  // The capacity plan is derived from these figures (docs/decisions/0054).
  writeFileSync(join(root, 'docs/capacity.md'), capacityMarkdown())
  console.log(JSON.stringify(entry, null, 2))
}

// `pnpm bench --render`: write results.md again from results.json (after editing bench/goals.md).
if (process.argv.includes('--render')) {
  writeFileSync(join(root, 'bench', 'results.md'), renderMarkdown(JSON.parse(readFileSync(join(root, 'bench', 'results.json'), 'utf8'))))
  process.exit(0)
}

let failed = false
try {
  record(await main())
} catch (error) {
  failed = true
  console.error(error.message, error.output ?? '')
}
await stopAll()
process.exit(failed ? 1 : 0)
