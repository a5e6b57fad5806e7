// Public pages in `npm run bench` (docs/decisions/0025, 0056): each page's throughput and p99 next
// to the runtime's ceiling, a bare node:http server sending the same bytes from memory, in the same
// run; and how long a CMS edit takes to show on two storefront processes at once.
import autocannon from 'autocannon'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { join } from 'node:path'
import { answers, startService, stopService } from './processes.mjs'
import { median } from './statistics.mjs'

/** At least 0.8× the ceiling's requests per second, and a p99 within twice the ceiling's, at 50 connections. */
export const CEILING_GOALS = { ratio: 0.8, p99Ratio: 2, connections: 50, freshnessP99Ms: 1_000 }

/** What a browser sends that changes the bytes: every visitor's browser takes Brotli. */
export const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' }

/** Headers of the connection, not of the page: the ceiling's server sets its own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date'])

/** One GET as a browser asks it: status, headers and the body's bytes as sent (not decoded). */
function rawPage(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: BROWSER_HEADERS }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    }).on('error', reject)
  })
}

/**
 * Throughput and latency of one URL under `connections` clients, after a warm-up of `warmUpSeconds`
 * with `warmUpConnections` (as many as measured for a page against its ceiling: both sides then start
 * their measured seconds already optimised for that load; 0 seconds when the URL was just measured).
 */
export async function ssrThroughput(url, { connections, durationSeconds, warmUpConnections = 2, warmUpSeconds = 3, ...request }) {
  if (warmUpSeconds > 0) await autocannon({ url, connections: warmUpConnections, duration: warmUpSeconds, ...request })
  const result = await autocannon({ url, connections, duration: durationSeconds, ...request })
  return {
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

/** Milliseconds until `url` answers 200 with `text` in its HTML (an edit reaching the storefront). */
export async function timeUntilShown(url, text, { timeoutMs = 30_000, everyMs = 100 } = {}) {
  const started = performance.now()
  while (performance.now() - started < timeoutMs) {
    const response = await fetch(url)
    if (response.ok && (await response.text()).includes(text)) return Math.round(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
  throw new Error(`${url} did not show "${text}" within ${timeoutMs} ms`)
}

/**
 * Each page against the ceiling under the same load: the storefront's page (an anonymous GET with a
 * browser's Accept-Encoding, as a CDN or a first-time visitor asks), and the same headers and bytes
 * from the ceiling's memory. On this shared two-core machine every figure moves by up to 2× in
 * phases of minutes, so a page is measured in CEILING_ROUNDS rounds of half the bench's window, the
 * two sides back to back in each, the storefront first in one round and second in the next: a
 * page's ratio is the median of its rounds' ratios (each pair shares its minute), each side's
 * figure the mean of its rounds, and the rounds are kept.
 */
export async function pagesAgainstCeiling({ root, webUrl, port, pages, durationSeconds }) {
  const dir = join(root, '.data/bench/ceiling')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const served = {}
  for (const [name, path] of Object.entries(pages)) {
    const page = await rawPage(`${webUrl}${path}`)
    if (page.status !== 200) throw new Error(`bench: ${name} (${path}) answered ${page.status}`)
    const headers = Object.fromEntries(Object.entries(page.headers).filter(([header]) => !HOP_BY_HOP.has(header)))
    served[path] = { headers, body: page.body.toString('base64') }
  }
  const file = join(dir, 'pages.json')
  writeFileSync(file, JSON.stringify(served))
  const ceilingUrl = `http://localhost:${port}`
  const server = await startService('ceiling', process.execPath, [join(root, 'scripts/lib/http-ceiling.mjs'), file, String(port)], {
    cwd: root,
    ready: () => answers(`${ceilingUrl}${Object.values(pages)[0]}`),
    timeoutMs: 30_000,
  })
  const windowSeconds = Math.max(1, Math.round(durationSeconds / 2))
  const options = {
    connections: CEILING_GOALS.connections,
    warmUpConnections: CEILING_GOALS.connections,
    durationSeconds: windowSeconds,
    headers: BROWSER_HEADERS,
  }
  const rounds = {}
  try {
    for (const path of Object.values(pages)) {
      const sides = { ssr: `${webUrl}${path}`, ceiling: `${ceilingUrl}${path}` }
      rounds[path] = []
      for (let round = 0; round < CEILING_ROUNDS; round++) {
        const order = round % 2 === 0 ? ['ssr', 'ceiling'] : ['ceiling', 'ssr']
        const pair = {}
        // Only the first pair warms up: the later ones follow a window of the same load.
        for (const side of order) pair[side] = await ssrThroughput(sides[side], { ...options, ...(round > 0 && { warmUpSeconds: 0 }) })
        rounds[path].push(pair)
      }
    }
  } finally {
    await stopService(server)
  }
  const figures = {}
  for (const [name, path] of Object.entries(pages)) {
    const ssr = meanOfRounds(rounds[path].map((pair) => pair.ssr))
    const ceiling = meanOfRounds(rounds[path].map((pair) => pair.ceiling))
    const encoding = served[path].headers['content-encoding'] ?? 'identity'
    const ratio = Math.round(median(rounds[path].map((pair) => pair.ssr.requestsPerSecond / pair.ceiling.requestsPerSecond)) * 100) / 100
    figures[name] = { path, encoding, ssr, ceiling, ratio, rounds: rounds[path] }
  }
  return figures
}

const CEILING_ROUNDS = 4

/** One figure from several rounds of ssrThroughput: each number their mean, the failures their sum. */
function meanOfRounds(rounds) {
  const mean = (key) => Math.round(rounds.reduce((sum, round) => sum + round[key], 0) / rounds.length)
  const sum = (key) => rounds.reduce((total, round) => total + round[key], 0)
  return {
    connections: rounds[0].connections,
    requestsPerSecond: mean('requestsPerSecond'),
    latencyP50Ms: mean('latencyP50Ms'),
    latencyP99Ms: mean('latencyP99Ms'),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
  }
}

/** A second storefront process on `port`, with the first one's settings, against the same CMS and database. */
export async function startSecondStorefront({ root, env, port }) {
  const url = `http://localhost:${port}`
  await startService('web-2', 'pnpm', ['--filter', '@storefront/web', 'run', 'start'], {
    cwd: root,
    output: { file: join(root, '.data/bench/logs/web-2.log') },
    env: { ...env, RATE_LIMIT_DATABASE_URL: process.env.RATE_LIMIT_DATABASE_URL || env.DATABASE_URL, NODE_ENV: 'production', PORT: String(port) },
    ready: () => answers(`${url}/api/health`),
    timeoutMs: 90_000,
  })
  return url
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/**
 * `edits` edits of a post's title in the CMS; for each, the milliseconds from sending it until every
 * storefront shows it (each asked every `everyMs`, starting as the edit is sent), then p50 and p99.
 */
export async function freshnessOfEdits({ cmsUrl, token, webUrls, postId, edits = 20, everyMs = 20 }) {
  const post = await (await fetch(`${cmsUrl}/api/posts/${postId}?depth=0`)).json()
  const times = []
  try {
    for (let edit = 1; edit <= edits; edit++) {
      const title = `${post.title} · 벤치 수정 ${edit}-${Date.now()}`
      const saved = fetch(`${cmsUrl}/api/posts/${postId}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ title }),
      })
      const shown = await Promise.all(webUrls.map((url) => timeUntilShown(`${url}/posts/${postId}`, title, { timeoutMs: 15_000, everyMs })))
      if (!(await saved).ok) throw new Error(`bench: editing post ${postId} answered ${(await saved).status}`)
      times.push(Math.max(...shown))
      // The next edit only after this one is everywhere, a moment apart, as staff would save.
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  } finally {
    await fetch(`${cmsUrl}/api/posts/${postId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ title: post.title }),
    })
  }
  return { storefronts: webUrls.length, edits, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99), maxMs: Math.max(...times), times }
}

/**
 * The first visit after each edit, not the first fresh answer of a poll: a shop's hours edited
 * through the CMS, then, `afterMs` after the save was answered, one request to the shop finder on
 * each storefront, as the staff member who made the edit (or anyone) opens it. Counts the first
 * visits that still showed the old hours. The finder is the slowest content to reload (thousands
 * of shops) and the one read while reloading. 1.2 s: past the second after the version moved in
 * which a storefront may still serve the old list (docs/decisions/0025); 0.2 s: as soon as a person could.
 */
export async function firstVisitsAfterEdits({ cmsUrl, token, webUrls, shop, edits = 20, afterMs = [200, 1_200] }) {
  const patch = (openingHours) =>
    fetch(`${cmsUrl}/api/shops/${shop.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ openingHours }),
    })
  const finder = `/shops?q=${encodeURIComponent(shop.name)}`
  const figures = []
  try {
    for (const delay of afterMs) {
      let stale = 0
      const times = []
      for (let edit = 1; edit <= edits; edit++) {
        const hours = `벤치 첫 방문 ${delay}-${edit}-${Date.now()}`
        const saved = await patch(hours)
        if (!saved.ok) throw new Error(`bench: editing shop ${shop.id} answered ${saved.status}`)
        await new Promise((resolve) => setTimeout(resolve, delay))
        const visits = await Promise.all(
          webUrls.map(async (url) => {
            const started = performance.now()
            const html = await (await fetch(`${url}${finder}`)).text()
            return { shown: html.includes(hours), ms: performance.now() - started }
          }),
        )
        stale += visits.filter((visit) => !visit.shown).length
        times.push(...visits.map((visit) => visit.ms))
      }
      figures.push({ afterMs: delay, visits: edits * webUrls.length, stale, p50Ms: Math.round(percentile(times, 50)), maxMs: Math.round(Math.max(...times)) })
    }
  } finally {
    await patch(shop.openingHours ?? null)
  }
  return { storefronts: webUrls.length, edits, figures }
}

/** The markdown sections for bench/results.md (runs without these figures are left out). */
export function publicPagesMarkdown(entries) {
  const ceilingRows = entries.flatMap((entry) =>
    Object.values(entry.publicPages ?? {})
      // Runs before 0056 compared against srvx serving the HTML as a file, a ceiling far below Node's own.
      .filter((page) => page.encoding)
      .map(({ path, encoding, ssr, ceiling, ratio }) => {
        const met = ratio >= CEILING_GOALS.ratio && ssr.latencyP99Ms <= CEILING_GOALS.p99Ratio * ceiling.latencyP99Ms ? 'yes' : 'no'
        const load = entry.ceilingLoadAverage ? entry.ceilingLoadAverage.join(' → ') : ''
        return `| ${entry.date.slice(0, 16)} | ${entry.commit} | ${path} | ${encoding} | ${ssr.requestsPerSecond} | ${ssr.latencyP99Ms} | ${ceiling.requestsPerSecond} | ${ceiling.latencyP99Ms} | **${ratio}×** | ${ssr.non2xx} | ${load} | ${met} |`
      }),
  )
  const freshRows = entries
    .filter((entry) => entry.freshness)
    .map(
      ({ date, commit, freshness: f }) =>
        `| ${date.slice(0, 16)} | ${commit} | ${f.storefronts} | ${f.edits} | ${f.p50Ms} | **${f.p99Ms}** | ${f.maxMs} | ${f.p99Ms < CEILING_GOALS.freshnessP99Ms ? 'yes' : 'no'} |`,
    )
  const firstVisitRows = entries
    .filter((entry) => entry.firstVisits)
    .flatMap(({ date, commit, firstVisits: f }) =>
      f.figures.map(
        (row) =>
          `| ${date.slice(0, 16)} | ${commit} | ${f.storefronts} | ${row.afterMs} | ${row.visits} | **${row.stale}** | ${Math.round(row.p50Ms)} | ${row.maxMs} | ${row.afterMs < 1_000 ? '–' : row.stale === 0 ? 'yes' : 'no'} |`,
      ),
    )
  return [
    "## Public pages against Node's own ceiling",
    '',
    `Each page as an anonymous GET with a browser's Accept-Encoding, then the same headers and bytes sent from memory by a bare node:http server in a process of its own, one after the other in the same run; ${CEILING_GOALS.connections} connections. From 2026-11-28T13:10 every page twice, in two rounds, each figure the mean of both; from the run of 2026-11-28T15:44 in four rounds of half the window, the two sides back to back in each, in turn first and second, the ratio the median of the rounds' own ratios and each figure the mean of its rounds. Goals: at least ${CEILING_GOALS.ratio}× the ceiling's req/s, p99 within ${CEILING_GOALS.p99Ratio}× the ceiling's. autocannon runs on the same 2 cores as both servers. Runs before 2026-11-27 compared against srvx serving the HTML as a file, a ceiling twenty times lower, and are left out.`,
    '',
    '| date | commit | page | encoding | req/s | p99 ms | ceiling req/s | ceiling p99 ms | ratio | non-2xx | 1-min load average | goals met |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...ceilingRows,
    '',
    '## Freshness: a CMS edit on every storefront',
    '',
    `A post title edited through the CMS REST API; the time from sending the edit until two storefront processes both show it on the post's page (asked every 20 ms). Goal: p99 under ${CEILING_GOALS.freshnessP99Ms} ms.`,
    '',
    '| date | commit | storefronts | edits | p50 ms | p99 ms | max ms | goal met |',
    '|---|---|---|---|---|---|---|---|',
    ...freshRows,
    '',
    '## Freshness: the first visit after an edit',
    '',
    "A shop's hours edited through the CMS, then one request to the shop finder on each of two storefront processes, a set time after the save was answered: how many of those first visits still showed the old hours. Goal: none, from a second after the edit (docs/decisions/0025); earlier ones are shown for what a visitor that quick meets.",
    '',
    '| date | commit | storefronts | visit after ms | visits | old page shown | p50 ms | max ms | goal met |',
    '|---|---|---|---|---|---|---|---|---|',
    ...firstVisitRows,
    '',
  ]
}
