// `npm run bench -- --fairness` and `-- --soak` (docs/decisions/0078): whether visitors of cached
// pages keep their storefront while another client makes it render, and whether a long mixed load
// stays level. Each client sends from a loopback address of its own (all of 127.0.0.0/8 is this
// machine, and the bench's storefront trusts no proxy), so the storefront tells them apart by the
// socket as it would on the internet: nothing the client writes picks its address.
import autocannon from 'autocannon'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { descendants } from './processes.mjs'
import { median } from './statistics.mjs'
import { BROWSER_HEADERS } from './bench-public-pages.mjs'

/** The goals of the fairness run and the soak (bench/goals.md). */
const FAIRNESS_GOALS = { keptShare: 0.7, visitorP99Ms: 10, soakDrift: 0.1, soakCachedP99Ms: 20 }

const VISITOR_ADDRESS = '127.0.0.1'
const SEARCHER_ADDRESS = '127.0.0.2'

/** A word no page was rendered for: every search is a render-cache miss. */
const randomWord = () => randomBytes(6).toString('base64url')
const randomSearch = () => `/shops?q=${randomWord()}`

/** The p-th percentile (0–100) of `values`, in whole milliseconds. */
function percentile(values, p) {
  if (values.length === 0) return null
  const sorted = values.toSorted((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10
}

/** One GET over `agent`: its status and milliseconds. Errors count as status 0. */
function timedGet(origin, agent, path, localAddress) {
  const started = performance.now()
  return new Promise((resolve) => {
    const sent = request(`${origin}${path}`, { agent, headers: BROWSER_HEADERS, ...(localAddress && { localAddress }) }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }))
      response.on('error', () => resolve({ status: 0, ms: performance.now() - started }))
    })
    sent.on('error', () => resolve({ status: 0, ms: performance.now() - started }))
    sent.end()
  })
}

/** A tally of statuses and latencies, by kind of request. */
function newTally() {
  const kinds = new Map()
  return {
    add(kind, { status, ms }) {
      let entry = kinds.get(kind)
      if (!entry) kinds.set(kind, (entry = { statuses: {}, latencies: [] }))
      entry.statuses[status] = (entry.statuses[status] ?? 0) + 1
      entry.latencies.push(ms)
    },
    summary(seconds) {
      const result = {}
      for (const [kind, { statuses, latencies }] of kinds) {
        result[kind] = {
          requests: latencies.length,
          requestsPerSecond: Math.round(latencies.length / seconds),
          statuses,
          latencyP50Ms: percentile(latencies, 50),
          latencyP99Ms: percentile(latencies, 99),
        }
      }
      return result
    },
  }
}

/**
 * `connections` clients sending what `next()` picks, each as soon as its last answer came, from
 * `localAddress`, until `seconds` have passed; `onAnswer(kind, answer)` sees each answer.
 */
async function closedLoop({ origin, localAddress, connections, seconds, next, onAnswer }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections, localAddress })
  const until = performance.now() + seconds * 1000
  const loop = async () => {
    while (performance.now() < until) {
      const { kind, path } = next()
      onAnswer(kind, await timedGet(origin, agent, path))
    }
  }
  await Promise.all(Array.from({ length: connections }, loop))
  agent.destroy()
}

/** Visitors on cached pages under autocannon, from 127.0.0.1. */
async function visitors(origin, pages, { connections, seconds }) {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    headers: BROWSER_HEADERS,
    requests: pages.map((path) => ({ method: 'GET', path })),
  })
  return {
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    // autocannon counts 5xx apart: the goal is none.
    serverErrors: result['5xx'],
    errors: result.errors,
  }
}

/**
 * Visitors on cached pages alone, then the same visitors while one client on another address
 * sends a new random search on each of `searchConnections` connections: what the visitors kept,
 * what the searching client was answered.
 */
export async function fairness({ webUrl, pages, seconds = 20, visitorConnections = 10, searchConnections = 20 }) {
  // 127.0.0.1 rather than localhost: the searching client binds an IPv4 loopback address.
  const origin = webUrl.replace('localhost', VISITOR_ADDRESS)
  // Every page once in the cache, then a warm-up under the same load.
  for (const path of pages) await timedGet(origin, undefined, path)
  await visitors(origin, pages, { connections: visitorConnections, seconds: 3 })
  const alone = await visitors(origin, pages, { connections: visitorConnections, seconds })
  // The searching client on a thread of its own: on autocannon's, it would slow the visitors' load generator rather than the storefront.
  const [beside, searcher] = await Promise.all([
    visitors(origin, pages, { connections: visitorConnections, seconds }),
    searcherThread({ origin, connections: searchConnections, seconds }),
  ])
  const keptShare = Math.round((beside.requestsPerSecond / alone.requestsPerSecond) * 100) / 100
  const searcherServerErrors = Object.entries(searcher.statuses).reduce((sum, [status, count]) => sum + (Number(status) >= 500 ? count : 0), 0)
  return {
    seconds,
    pages,
    visitorsAlone: alone,
    visitorsBeside: beside,
    searcher: { connections: searchConnections, address: SEARCHER_ADDRESS, ...searcher },
    keptShare,
    met: {
      keptShare: keptShare >= FAIRNESS_GOALS.keptShare,
      visitorP99: beside.latencyP99Ms <= FAIRNESS_GOALS.visitorP99Ms,
      searcherRefused: (searcher.statuses[429] ?? 0) > 0,
      noServerErrors: alone.serverErrors + beside.serverErrors + searcherServerErrors === 0,
    },
  }
}

/** The searching client, run by searcherThread in a worker thread: its tally of the search kind. */
async function searchFor({ origin, connections, seconds }) {
  const tally = newTally()
  await closedLoop({
    origin,
    localAddress: SEARCHER_ADDRESS,
    connections,
    seconds,
    next: () => ({ kind: 'search', path: randomSearch() }),
    onAnswer: tally.add,
  })
  return tally.summary(seconds).search
}

function searcherThread(options) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { searcher: options } })
    worker.once('message', resolve)
    worker.once('error', reject)
  })
}

if (!isMainThread && workerData?.searcher) parentPort.postMessage(await searchFor(workerData.searcher))

/**
 * How many uncached renders a second one process makes: random searches from `connections`
 * clients, each request from a loopback address of its own, so that no per-client budget is what
 * is measured.
 */
export async function uncachedRenderRate({ webUrl, seconds = 20, connections = 4 }) {
  const origin = webUrl.replace('localhost', VISITOR_ADDRESS)
  const tally = newTally()
  const until = performance.now() + seconds * 1000
  let sent = 0
  const loop = async () => {
    while (performance.now() < until) {
      const n = sent++
      tally.add('search', await timedGet(origin, false, randomSearch(), `127.5.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`))
    }
  }
  await Promise.all(Array.from({ length: connections }, loop))
  const search = tally.summary(seconds).search
  return { connections, ...search, msPerRender: Math.round((1000 / search.requestsPerSecond) * 10) / 10 }
}

/** Resident memory of the storefront's Node process under `pid` (the pnpm that started it), in MB. */
function residentMb(pid) {
  const node = [pid, ...descendants(pid)].find((child) => {
    try {
      // Node itself, not the shell pnpm ran it through (whose command line names the script too).
      const [command, script] = readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0')
      return /(^|\/)node$/.test(command) && script?.endsWith('server/index.mjs')
    } catch {
      return false
    }
  })
  if (!node) return null
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${node}/status`, 'utf8'))
  return rss ? Math.round(Number(rss[1]) / 1024) : null
}

/**
 * The mix of a busy day for `seconds`: 20 % random searches, 40 % `/`, 15 % `/shops`, 15 % a post,
 * 10 % unknown paths, from `clients` visitors each on a loopback address of its own. Every
 * `windowSeconds` its requests a second, cached pages' p99 and the storefront's resident memory;
 * after `warmUpSeconds`, how far each strays from its median.
 */
export async function soak({ webUrl, webPid, postPath, seconds = 600, warmUpSeconds = 60, windowSeconds = 30, clients = 40 }) {
  const origin = webUrl.replace('localhost', VISITOR_ADDRESS)
  const mix = [
    [0.2, 'search', randomSearch],
    [0.4, 'cached', () => '/'],
    [0.15, 'cached', () => '/shops'],
    [0.15, 'cached', () => postPath],
    [0.1, 'unknown', () => `/no-such-page-${randomWord()}`],
  ]
  const next = () => {
    let roll = Math.random()
    for (const [share, kind, path] of mix) {
      if ((roll -= share) < 0) return { kind, path: path() }
    }
    return { kind: 'cached', path: '/' }
  }
  const windows = []
  let tally = newTally()
  let windowStarted = performance.now()
  const closeWindow = () => {
    const elapsed = (performance.now() - windowStarted) / 1000
    const summary = tally.summary(elapsed)
    const all = Object.values(summary)
    windows.push({
      atSeconds: Math.round(windows.length * windowSeconds + elapsed),
      requestsPerSecond: Math.round(all.reduce((sum, kind) => sum + kind.requests, 0) / elapsed),
      cachedP99Ms: summary.cached?.latencyP99Ms ?? null,
      residentMb: residentMb(webPid),
      byKind: summary,
    })
    tally = newTally()
    windowStarted = performance.now()
  }
  const timer = setInterval(closeWindow, windowSeconds * 1000)
  await Promise.all(
    Array.from({ length: clients }, (_, i) =>
      closedLoop({
        origin,
        localAddress: `127.0.4.${i + 1}`,
        connections: 1,
        seconds,
        next,
        onAnswer: (kind, answer) => tally.add(kind, answer),
      }),
    ),
  )
  clearInterval(timer)
  const settled = windows.filter((window) => window.atSeconds > warmUpSeconds)
  const drift = (pick) => {
    const values = settled.map(pick).filter((value) => typeof value === 'number')
    const middle = median(values)
    return {
      median: middle,
      min: Math.min(...values),
      max: Math.max(...values),
      drift: Math.round((Math.max(...values.map((value) => Math.abs(value - middle))) / middle) * 100) / 100,
    }
  }
  const serverErrors = windows.reduce(
    (sum, window) =>
      sum +
      Object.values(window.byKind).reduce(
        (kindSum, kind) =>
          kindSum + Object.entries(kind.statuses).reduce((s, [status, count]) => s + (Number(status) >= 500 || Number(status) === 0 ? count : 0), 0),
        0,
      ),
    0,
  )
  const rate = drift((window) => window.requestsPerSecond)
  const memory = drift((window) => window.residentMb)
  const cachedP99Ms = Math.max(...settled.map((window) => window.cachedP99Ms ?? 0))
  return {
    seconds,
    warmUpSeconds,
    windowSeconds,
    clients,
    requestsPerSecond: rate,
    residentMb: memory,
    cachedP99Ms,
    serverErrors,
    windows,
    met: {
      steadyRate: rate.drift <= FAIRNESS_GOALS.soakDrift,
      steadyMemory: memory.drift <= FAIRNESS_GOALS.soakDrift,
      noServerErrors: serverErrors === 0,
      cachedP99: cachedP99Ms <= FAIRNESS_GOALS.soakCachedP99Ms,
    },
  }
}

/** The fairness and soak tables of bench/results.md (scripts/lib/bench-markdown.mjs). */
export function fairnessMarkdown(entries) {
  const fair = entries.filter((entry) => entry.fairness)
  const soaks = entries.filter((entry) => entry.soak)
  if (!fair.length && !soaks.length) return []
  const run = (entry) => `| ${entry.date.slice(0, 16)} | ${entry.commit} |`
  const statuses = (counts) =>
    Object.entries(counts)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ')
  return [
    `## Cached pages beside a client that makes the storefront render (\`--fairness\`, decision 0078)`,
    '',
    `Goals: visitors on cached pages keep ≥ ${FAIRNESS_GOALS.keptShare * 100} % of their requests a second alone, p99 ≤ ${FAIRNESS_GOALS.visitorP99Ms} ms, while one client on another address sends a new random search on each of its connections; it is answered 429 past its budget; no 5xx. Renders alone: random searches from 4 clients, each request from an address of its own.`,
    '',
    '| date | commit | visitors alone req/s (p99 ms) | beside the searcher req/s (p99 ms) | kept | searcher: req/s, answers | goals met | uncached renders /s (ms each) | load |',
    '|---|---|---|---|---|---|---|---|---|',
    ...fair.map(({ fairness: f, uncachedRenders: u, ...entry }) => {
      const met = Object.values(f.met).every(Boolean)
        ? 'all'
        : Object.entries(f.met)
            .filter(([, ok]) => !ok)
            .map(([goal]) => `not ${goal}`)
            .join(', ')
      return `${run(entry)} ${f.visitorsAlone.requestsPerSecond} (${f.visitorsAlone.latencyP99Ms}) | ${f.visitorsBeside.requestsPerSecond} (${f.visitorsBeside.latencyP99Ms}) | ${f.keptShare} | ${f.searcher.requestsPerSecond} over ${f.searcher.connections} connections: ${statuses(f.searcher.statuses)} | ${met} | ${u ? `${u.requestsPerSecond} (${u.msPerRender})` : ''} | ${entry.loadAverage?.join(' → ') ?? ''} |`
    }),
    '',
    `## Soak (\`--soak\`): a busy day's mix, 20 % random searches, 40 % \`/\`, 15 % \`/shops\`, 15 % a post, 10 % unknown paths`,
    '',
    `Goals: after the warm-up, requests a second and the storefront's resident memory within ±${FAIRNESS_GOALS.soakDrift * 100} % of their median, no 5xx (nor failed requests), cached pages' p99 ≤ ${FAIRNESS_GOALS.soakCachedP99Ms} ms.`,
    '',
    '| date | commit | seconds (warm-up) | clients | req/s median (min–max) | RSS MB median (min–max) | cached p99 ms (worst window) | 5xx or failed | goals met | load |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...soaks.map(({ soak: s, ...entry }) => {
      const met = Object.values(s.met).every(Boolean)
        ? 'all'
        : Object.entries(s.met)
            .filter(([, ok]) => !ok)
            .map(([goal]) => `not ${goal}`)
            .join(', ')
      return `${run(entry)} ${s.seconds} (${s.warmUpSeconds}) | ${s.clients} | ${s.requestsPerSecond.median} (${s.requestsPerSecond.min}–${s.requestsPerSecond.max}) | ${s.residentMb.median} (${s.residentMb.min}–${s.residentMb.max}) | ${s.cachedP99Ms} | ${s.serverErrors} | ${met} | ${entry.loadAverage?.join(' → ') ?? ''} |`
    }),
    '',
  ]
}
