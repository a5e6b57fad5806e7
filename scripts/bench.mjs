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
// rewrites results.md after editing it.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { insertBenchDevices } from './lib/bench-devices.mjs'
import { benchNote, notesSection } from './lib/bench-notes.mjs'
import { benchService } from './lib/bench-service.mjs'
import { capacityMarkdown } from './lib/capacity-doc.mjs'
import { insertBenchShops } from './lib/bench-shops.mjs'
import {
  CEILING_GOALS,
  firstVisitsAfterEdits,
  freshnessOfEdits,
  pagesAgainstCeiling,
  publicPagesMarkdown,
  ssrThroughput as measureThroughput,
  startSecondStorefront,
  timeUntilShown,
} from './lib/bench-public-pages.mjs'
import { cpuProfileMarkdown, profileCachedPage } from './lib/bench-cpu-profile.mjs'
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
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const performanceOf = (lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)
const PAGES_ONLY = process.argv.includes('--pages')
/** docs/product.md#budgets: first-load JavaScript (gzip KB) by kind of page, a public page's HTML, Lighthouse. */
const BUDGETS = { publicJsKB: 100, accountJsKB: 140, publicHtmlKB: 60, performance: 98, accessibility: 100, lcpMs: 1500, tbtMs: 100 }
// Account and consumer-flow pages (the larger JavaScript budget): sign-in, my pages and the flows a visitor fills in.
const ACCOUNT_PAGE = /^\/(login|register|forgot-password|user|device\/register|trade-in|survey|service)(\/|$|\?)/
stopOnSignals()

/** SSR throughput and latency of one storefront path under CONNECTIONS concurrent clients. */
const ssrThroughput = (url, options = {}) => measureThroughput(url, { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, ...options })

/** One GET with `headers`: status, headers and the bytes as they came over the wire (not decoded). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, bytes: Buffer.concat(chunks).length }))
      response.on('error', reject)
    }).on('error', reject)
  })
}

/**
 * What a CDN and a browser get of a page (docs/decisions/0023): the HTML's size as it is
 * and as sent to a browser that takes br or gzip, the cache headers, and whether asking again
 * with the ETag gets a 304.
 */
async function httpFacts(url) {
  const plain = await rawGet(url, { 'accept-encoding': 'identity' })
  const br = await rawGet(url, { 'accept-encoding': 'br' })
  const gzip = await rawGet(url, { 'accept-encoding': 'gzip' })
  const etag = br.headers.etag
  const again = etag ? await rawGet(url, { 'accept-encoding': 'br', 'if-none-match': etag }) : undefined
  return {
    htmlKB: Math.round(plain.bytes / 102.4) / 10,
    brKB: br.headers['content-encoding'] === 'br' ? Math.round(br.bytes / 102.4) / 10 : null,
    gzipKB: gzip.headers['content-encoding'] === 'gzip' ? Math.round(gzip.bytes / 102.4) / 10 : null,
    cacheControl: br.headers['cache-control'] ?? null,
    etag: Boolean(etag),
    revalidatedStatus: again?.status ?? null,
  }
}

/**
 * First-load JavaScript of a page, as the budgets count it: the script files its HTML references
 * (scripts and module preloads), each gzipped at the highest level, added up. Chunks the page
 * imports later (after hydration, or on a click) are not part of it. A public page that loads the
 * app on the first interaction (docs/decisions/0055) names the app's files in its inline loader
 * instead: they are weighed apart, as `onInteractionKB`, so the app's weight stays in sight.
 */
async function firstLoadJs(url) {
  const html = await (await fetch(url)).text()
  const files = new Set()
  for (const [, src] of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+\.m?js)"/g)) files.add(new URL(src, url).href)
  const [loader, loaderConfig] = /(\(function appLoader\b[\s\S]*?\}\)\((\{.*?\})\))<\/script>/.exec(html)?.slice(1) ?? []
  const onInteraction = loader
    ? new Set(
        Object.values(JSON.parse(loaderConfig))
          .filter(Array.isArray)
          .flat()
          .map((src) => new URL(src, url).href),
      )
    : new Set()
  const weigh = async (urls) => {
    let gzipBytes = 0
    let firebase = false
    for (const file of urls) {
      const response = await fetch(file)
      if (!response.ok) throw new Error(`${file}: ${response.status}`)
      const bytes = Buffer.from(await response.arrayBuffer())
      gzipBytes += gzipSync(bytes, { level: 9 }).length
      // Every Firebase SDK module registers itself under an `@firebase/…` name.
      firebase ||= bytes.includes('@firebase/')
    }
    return { gzipKB: Math.round((gzipBytes / 1024) * 10) / 10, firebase }
  }
  const first = await weigh(files)
  return { files: files.size, ...first, ...(loader && { onInteractionKB: (await weigh(onInteraction)).gzipKB, inlineLoaderBytes: Buffer.byteLength(loader) }) }
}

/**
 * Lighthouse's mobile run (its default: a mid-range phone on a slow 4G network, simulated), each
 * page LIGHTHOUSE_RUNS times, reporting the median run as Lighthouse itself picks it: one run on a
 * shared 2-core machine swings by tens of points with what else runs at that moment.
 */
async function lighthouseScores(urls) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  try {
    const scores = {}
    for (const [name, url] of Object.entries(urls)) {
      const runs = []
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        runs.push((await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] })).lhr)
      }
      // A run on a busy machine sometimes ends without a first paint (a timeout): left out, said so.
      const valid = filterToValidRuns(runs)
      if (!valid.length) {
        scores[name] = { error: runs.map((run) => run.runtimeError?.code ?? 'no first contentful paint').join(', ') }
        continue
      }
      const lhr = computeMedianRun(valid)
      const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
      const failing = (category) =>
        lhr.categories[category].auditRefs.filter(({ id, weight }) => weight > 0 && (lhr.audits[id]?.score ?? 1) < 0.9).map(({ id }) => id)
      scores[name] = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        firstContentfulPaintMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
        largestContentfulPaintMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        totalBlockingTimeMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cumulativeLayoutShift: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
        belowNinety: [...failing('performance'), ...failing('accessibility')],
        runs: valid.length,
        performanceRange: [Math.min(...valid.map(performanceOf)), Math.max(...valid.map(performanceOf))],
      }
    }
    return scores
  } finally {
    chrome.kill()
  }
}

/** The storefront's session cookie for `idToken`, as its sign-in would make it (firebase-admin against the emulator). */
async function benchSessionCookie(env, idToken) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = env.FIREBASE_AUTH_EMULATOR_HOST
  const { initializeApp } = await import('firebase-admin/app')
  const { getAuth } = await import('firebase-admin/auth')
  const auth = getAuth(initializeApp({ projectId: env.FIREBASE_PROJECT_ID }, 'bench'))
  return auth.createSessionCookie(idToken, { expiresIn: 60 * 60 * 1000 })
}

async function main() {
  const { env } = await startBackingServices(profile, { freshDatabase: true })
  await migrateAndSeed(env)
  const built = existsSync(join(root, 'cms/.next/BUILD_ID')) && existsSync(join(root, 'web/.output/server/index.mjs'))
  if (process.env.BENCH_REUSE_BUILD !== '1' || !built) {
    await runStep('build', 'pnpm', ['-r', '--workspace-concurrency=1', 'run', 'build'], {
      cwd: root,
      env: { ...env, NODE_ENV: 'production' },
      timeoutMs: 20 * 60_000,
    })
  }
  // The servers write their logs into files themselves, as in production (docs/decisions/0056).
  const urls = await startServers(profile, env, { production: true, logDir: join(root, '.data/bench/logs') })

  console.log(`bench: adding ${EXTRA_SHOPS} shops through the CMS REST API…`)
  await insertBenchShops({ cmsUrl: urls.cms, email: 'admin@storefront.test', password: env.SEED_PASSWORD ?? DEMO_PASSWORD, count: EXTRA_SHOPS })
  const openShops = (await (await fetch(`${urls.cms}/api/shops?limit=1&depth=0`)).json()).totalDocs
  // The storefront has the whole list once the new content version reached it.
  const shopsReadyMs = await timeUntilShown(`${urls.web}/shops`, `전체 매장 ${openShops.toLocaleString('ko-KR')}곳`)

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
  // The rest of the budgeted pages (BUDGETS): weighed, and the flows run through Lighthouse, not load-tested.
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
  // Lighthouse before the load tests, on a machine our servers leave quiet; other work on the
  // machine still slows its simulated CPU, so the load average around it is kept.
  let lighthouseLoad
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const before = loadavg()[0]
    const scores = await lighthouseScores(Object.fromEntries(lighthoused.map((name) => [name, `${urls.web}${figures[name].path}`])))
    for (const [name, score] of Object.entries(scores)) figures[name].lighthouse = score
    lighthouseLoad = [before, loadavg()[0]].map((load) => Math.round(load * 10) / 10)
  }
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
  const cachedPageProfile = await profileCachedPage({
    root,
    env,
    webOutputDir: profile.webOutputDir,
    port: profile.webPort + 5,
    durationSeconds: DURATION_SECONDS,
  })
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
      openShops,
      shopsReadyMs,
      pages: figures,
      publicPages: ceilingFigures,
      cachedPageProfile,
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
  const token = (
    await (
      await fetch(`${urls.cms}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@storefront.test', password: env.SEED_PASSWORD ?? DEMO_PASSWORD }),
      })
    ).json()
  ).token
  const [gangnam] = (await (await fetch(`${urls.cms}/api/shops?where[name][equals]=${encodeURIComponent('바포레 강남 직영점')}&depth=0`)).json()).docs
  const hours = `벤치 ${Date.now()}`
  await fetch(`${urls.cms}/api/shops/${gangnam.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ openingHours: hours }),
  })
  const editShownMs = await timeUntilShown(`${urls.web}/shops?q=${encodeURIComponent('바포레 강남')}`, hours)

  // Freshness by push: 20 edits, each until two storefront processes both show it.
  const secondWeb = await startSecondStorefront({ root, env, port: profile.webPort + 3 })
  const freshness = await freshnessOfEdits({ cmsUrl: urls.cms, token, webUrls: [urls.web, secondWeb], postId: warrantyPolicy })
  // And the first visit after each edit, on the same two storefronts.
  const firstVisits = await firstVisitsAfterEdits({ cmsUrl: urls.cms, token, webUrls: [urls.web, secondWeb], shop: gangnam })

  return {
    loadAverage,
    ceilingLoadAverage: loadAverage,
    lighthouseLoad,
    openShops,
    shopsReadyMs,
    editShownMs,
    devices,
    serviceRequests: service.requests,
    pages: figures,
    publicPages: ceilingFigures,
    cachedPageProfile,
    freshness,
    firstVisits,
  }
}

// bench/results.md is rendered from results.json, all runs, so both tables stay whole.
function renderMarkdown(entries) {
  const rows = []
  const lighthouseRows = []
  for (const entry of entries) {
    const run = `| ${entry.date.slice(0, 16)} | ${entry.commit} |`
    const conns = (page) =>
      `${page.ssr.connections ?? entry.connections} × ${entry.durationSeconds}${entry.loadAverage ? ` (load ${entry.loadAverage.join(' → ')})` : ''}`
    // Runs before the shop finder measured the home page only.
    const pages = entry.pages ?? { home: { path: '/', ssr: entry.home, firstLoadJs: entry.homeFirstLoadJs } }
    for (const [name, page] of Object.entries(pages)) {
      const js = page.firstLoadJs ? `${page.firstLoadJs.gzipKB} KB in ${page.firstLoadJs.files} files${name === 'home' ? ' (budget 110 KB)' : ''}` : ''
      const { ssr } = page
      if (ssr)
        rows.push(`${run} SSR ${page.path} | ${ssr.requestsPerSecond} | ${ssr.latencyP50Ms} | ${ssr.latencyP99Ms} | ${ssr.non2xx} | ${conns(page)} | ${js} |`)
      const lh = page.lighthouse
      if (lh?.error) lighthouseRows.push(`${run} ${page.path} | no valid run: ${lh.error} |`)
      else if (lh) {
        lighthouseRows.push(
          `${run} ${page.path} | ${lh.performance}${lh.runs > 1 ? ` (median of ${lh.runs}: ${lh.performanceRange.join('–')})` : ''} | ${lh.accessibility} | ${lh.firstContentfulPaintMs} | ${lh.largestContentfulPaintMs} | ${lh.totalBlockingTimeMs} | ${lh.cumulativeLayoutShift} | ${lighthouseGoalsMissed(lh)} | ${lh.belowNinety.join(', ')} | ${entry.lighthouseLoad?.join(' → ') ?? ''} |`,
        )
      }
    }
  }
  const shopRuns = entries.filter((entry) => entry.openShops)
  // Runs before the budgets by page (docs/decisions/0026) did not look for Firebase.
  const firstLoadRows = entries.flatMap((entry) =>
    Object.values(entry.pages ?? {})
      .filter((page) => page.firstLoadJs?.firebase !== undefined)
      .map(({ path, firstLoadJs: js }) => {
        const budget = ACCOUNT_PAGE.test(path) ? BUDGETS.accountJsKB : BUDGETS.publicJsKB
        const later = js.onInteractionKB === undefined ? '' : ` (+ ${js.onInteractionKB} on the first interaction)`
        return `| ${entry.date.slice(0, 16)} | ${entry.commit} | ${path} | ${js.gzipKB}${later} | ${js.files} | ${budget} | ${js.gzipKB <= budget ? 'yes' : 'no'} | ${js.firebase ? 'yes' : 'no'} |`
      }),
  )
  const httpRows = entries.flatMap((entry) =>
    Object.values(entry.pages ?? {})
      .filter((page) => page.http)
      .map(({ path, http }) => {
        // A public page's HTML against its goal; the flows' pages have none.
        const goal = ACCOUNT_PAGE.test(path) ? '—' : http.htmlKB <= BUDGETS.publicHtmlKB ? 'yes' : 'no'
        const sizes = `${http.htmlKB} | ${goal} | ${http.brKB ?? '—'} | ${http.gzipKB ?? '—'}`
        return `| ${entry.date.slice(0, 16)} | ${entry.commit} | ${path} | ${sizes} | ${http.cacheControl ?? '—'} | ${http.etag ? http.revalidatedStatus : 'no ETag'} |`
      }),
  )
  return [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (scripts/bench.mjs) from `results.json`: production builds on 2 cores, a freshly',
    'seeded database with 3,000 generated shops added (from the shop finder on), all on one machine.',
    'Goals: the budgets of `docs/product.md`; where each stands, below. Other work on the machine lowers',
    'every figure (runs before 2026-11-21T23:37 did not record it; the one at 23:15 ran at a load',
    'average of about 12).',
    '',
    ...goalsSection(),
    '## SSR throughput and first-load JavaScript',
    '',
    '| date | commit | page | req/s | p50 ms | p99 ms | non-2xx | conns × s (1-min load average, 2 cores) | first-load JS (gzip) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    '## Lighthouse (mobile, simulated slow 4G and a 4× slower CPU)',
    '',
    `Goals: performance ≥ ${BUDGETS.performance}, accessibility ${BUDGETS.accessibility}, LCP ≤ ${BUDGETS.lcpMs} ms, TBT ≤ ${BUDGETS.tbtMs} ms; the goals column names those a run missed.`,
    '',
    '| date | commit | page | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS | goals missed | audits below 0.9 | 1-min load average (2 cores) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...lighthouseRows,
    '',
    `## First-load JavaScript by page (budgets: ≤ ${BUDGETS.publicJsKB} KB public, ≤ ${BUDGETS.accountJsKB} KB account and consumer flows, no Firebase SDK on public pages)`,
    '',
    'Every row against the budgets of today; runs before 2026-11-25 were measured against 110 and 150 KB.',
    '',
    '| date | commit | page | gzip KB | files | budget KB | within | Firebase SDK |',
    '|---|---|---|---|---|---|---|---|',
    ...firstLoadRows,
    '',
    `## HTTP: size, compression and cache headers (a public page's HTML ≤ ${BUDGETS.publicHtmlKB} KB before compression)`,
    '',
    '| date | commit | page | HTML KB | within | br KB | gzip KB | Cache-Control | asked again with the ETag |',
    '|---|---|---|---|---|---|---|---|---|',
    ...httpRows,
    '',
    ...publicPagesMarkdown(entries),
    ...cpuProfileMarkdown(entries),
    '## Shops',
    '',
    '| date | commit | open shops | list on the storefront after the import (ms) | an edit shown on /shops (ms) |',
    '|---|---|---|---|---|',
    ...shopRuns.map((entry) => `| ${entry.date.slice(0, 16)} | ${entry.commit} | ${entry.openShops} | ${entry.shopsReadyMs} | ${entry.editShownMs} |`),
    '',
    ...notesSection(entries),
  ].join('\n')
}

/** The Lighthouse goals a median run missed, or 'none'. */
function lighthouseGoalsMissed(lh) {
  const missed = [
    lh.performance < BUDGETS.performance && 'performance',
    lh.accessibility < BUDGETS.accessibility && 'accessibility',
    lh.largestContentfulPaintMs > BUDGETS.lcpMs && 'LCP',
    lh.totalBlockingTimeMs > BUDGETS.tbtMs && 'TBT',
  ].filter(Boolean)
  return missed.length ? missed.join(', ') : 'none'
}

/** bench/goals.md, kept by hand: where each goal stands after the latest run, why, and what would meet it. */
function goalsSection() {
  const file = join(root, 'bench', 'goals.md')
  return existsSync(file) ? [readFileSync(file, 'utf8').trim(), ''] : []
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
