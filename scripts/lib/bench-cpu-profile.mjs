// What observing a request costs a page served from the render cache (docs/decisions/0056): a
// storefront process of its own runs under V8's sampling profiler while `/` is loaded as browsers
// ask it, and each part of the observation is counted by the samples whose stack runs through it.
// And what an uncached shop search costs (docs/decisions/0079): CPU per search, and its parts.
import autocannon from 'autocannon'
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { answers, startService, stopService } from './processes.mjs'
import { BROWSER_HEADERS, ssrThroughput } from './bench-public-pages.mjs'

/**
 * The parts: `through`, the functions whose samples (theirs and their callees') count; `own`, the
 * functions whose own samples count, for what runs the whole request inside it (the context). The
 * storefront's server bundle keeps function names; pino's log method is `LOG`, its stream's
 * writer `actualWrite`.
 */
const PARTS = {
  'request id': { through: ['requestIdFrom', 'withHeader'] },
  'request context (AsyncLocalStorage)': { own: ['withRequestContext', 'run', 'getStore', 'noteRenderCacheHit', 'cmsWasUnavailable'] },
  metrics: { through: ['countRequest', 'metricsResponse'] },
  'request log': { through: ['LOG', 'actualWrite'] },
  'render cache lookup and answer': { through: ['servePublicPage'] },
}

/**
 * Shares of the busy samples of a V8 .cpuprofile that run through each part; only the samples taken
 * between `from` and `to` (V8's microseconds, CLOCK_MONOTONIC as `process.hrtime` reads it) when given.
 */
export function costsOf(profile, parts = PARTS, { from = -Infinity, to = Infinity } = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const counts = Object.fromEntries(Object.keys(parts).map((part) => [part, 0]))
  let busy = 0
  let time = profile.startTime
  profile.samples.forEach((sample, index) => {
    time += profile.timeDeltas[index]
    const leaf = byId.get(sample)
    if (time < from || time > to || leaf.callFrame.functionName === '(idle)') return
    busy += 1
    const names = new Set()
    for (let id = sample; id !== undefined; id = parent.get(id)) names.add(byId.get(id).callFrame.functionName)
    for (const [part, { through = [], own = [] }] of Object.entries(parts)) {
      if (through.some((name) => names.has(name)) || own.includes(leaf.callFrame.functionName)) counts[part] += 1
    }
  })
  const share = (count) => Math.round((count / Math.max(busy, 1)) * 1000) / 10
  return { busySamples: busy, parts: Object.fromEntries(Object.entries(counts).map(([part, count]) => [part, { samples: count, percent: share(count) }])) }
}

/** CPU milliseconds `pid` has used, all its threads (the compression in libuv's pool included): /proc's utime + stime. */
function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  // utime and stime are the stat file's 14th and 15th fields, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** A storefront of its own on `port` under V8's sampling profiler while `load(url, pid)` runs; then its profile. */
async function profiledStorefront({ root, env, webOutputDir, port }, load) {
  const dir = join(root, '.data/bench/cpu-profile')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const url = `http://localhost:${port}`
  const server = await startService(
    'web-profiled',
    process.execPath,
    ['--cpu-prof', `--cpu-prof-dir=${dir}`, join(root, 'web', webOutputDir, 'server/index.mjs')],
    {
      cwd: join(root, 'web'),
      env: { ...env, RATE_LIMIT_DATABASE_URL: process.env.RATE_LIMIT_DATABASE_URL || env.DATABASE_URL, NODE_ENV: 'production', PORT: String(port) },
      output: { file: join(root, '.data/bench/logs/web-profiled.log') },
      ready: () => answers(`${url}/api/health`),
      timeoutMs: 90_000,
    },
  )
  let measured
  try {
    measured = await load(url, server.pid)
  } finally {
    // Node writes the profile as the process exits (the server's SIGTERM handler).
    await stopService(server)
  }
  const [file] = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))
  if (!file) throw new Error('bench: the profiled storefront wrote no CPU profile')
  return { measured, profile: JSON.parse(readFileSync(join(dir, file), 'utf8')) }
}

/** Profiles a storefront of its own on `port` while `path` is loaded; returns its throughput and the costs. */
export async function profileCachedPage({ path = '/', durationSeconds, ...storefront }) {
  const { measured: throughput, profile } = await profiledStorefront(storefront, (url) =>
    ssrThroughput(`${url}${path}`, { connections: 50, durationSeconds, headers: BROWSER_HEADERS }),
  )
  return { path, throughput, ...costsOf(profile) }
}

/**
 * Where an uncached render spends its CPU (docs/decisions/0079): the parts of a render-cache miss,
 * from the request to the bytes kept. Function names of the server bundle (Rollup keeps them).
 */
const MISS_PARTS = {
  'shop search': { through: ['findShops'] },
  'router: load, head and dehydrate': { through: ['executeRouter'] },
  'React render to HTML': { through: ['performWork'] },
  'CSS cut (decision 0067)': { through: ['withUsedCssOnly'] },
  'CSP hashes and ETag': { through: ['hashInlineElements', 'pageEtag'] },
  "compression (its main-thread share; Brotli and gzip run in libuv's pool)": {
    through: ['brotliOf', 'asyncBufferWrapper', 'processCallback', 'processChunk'],
  },
  'request log': { through: ['LOG', 'actualWrite'] },
}

// Searches nobody made before: "벤치" and a number of 100–999, which the bench's shops have in their
// names and street numbers (a page of ten cards, of about twenty shops), in a shuffled order, each
// asked once. Not a number alone: the router writes that as a JSON string (`q="124"`) and redirects.
function searchWords() {
  const words = Array.from({ length: 900 }, (_, n) => encodeURIComponent(`벤치 ${n + 100}`))
  let seed = 79
  for (let i = words.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    const j = seed % (i + 1)
    ;[words[i], words[j]] = [words[j], words[i]]
  }
  return words
}

/**
 * A render-cache miss on each request: `/shops?q=<a word nobody searched before>`, `requests` of
 * them (after `warmUp` more) from `connections` clients. CPU per request from the process's own
 * CPU time (every thread), the parts from the profile's samples in the measured window.
 */
export async function profileUncachedSearch({ requests = 600, warmUp = 150, connections = 2, ...storefront }) {
  const words = searchWords()
  if (requests + warmUp > words.length) throw new Error('bench: more uncached searches than words')
  let next = 0
  const load = (url, amount) =>
    autocannon({
      url: `${url}/shops`,
      connections,
      amount,
      headers: BROWSER_HEADERS,
      requests: [{ setupRequest: (request) => ({ ...request, path: `/shops?q=${words[next++]}` }) }],
    })
  const { measured, profile } = await profiledStorefront(storefront, async (url, pid) => {
    await load(url, warmUp)
    const [cpuBefore, from] = [cpuMsOf(pid), process.hrtime.bigint()]
    const result = await load(url, requests)
    const [cpuAfter, to] = [cpuMsOf(pid), process.hrtime.bigint()]
    return { result, cpuMs: cpuAfter - cpuBefore, window: { from: Number(from / 1000n), to: Number(to / 1000n) } }
  })
  const { result, cpuMs, window } = measured
  const costs = costsOf(profile, MISS_PARTS, window)
  const answered = result.requests.total
  return {
    path: '/shops?q=(a new word each request)',
    connections,
    requests: answered,
    non2xx: result.non2xx,
    latencyP50Ms: result.latency.p50,
    cpuMsPerRequest: Math.round((cpuMs / answered) * 10) / 10,
    ...costs,
  }
}

/** The markdown section for bench/results.md (runs without a profile are left out). */
export function cpuProfileMarkdown(entries) {
  const rows = entries
    .filter((entry) => entry.cachedPageProfile)
    .flatMap(({ date, commit, cachedPageProfile: p }) =>
      Object.entries(p.parts).map(
        ([part, { samples, percent }]) =>
          `| ${date.slice(0, 16)} | ${commit} | ${p.path} | ${p.throughput.requestsPerSecond} | ${part} | ${samples} of ${p.busySamples} | **${percent} %** |`,
      ),
    )
  return [
    '## What observing a request costs a cached page',
    '',
    "A storefront process of its own under V8's sampling profiler while the page is loaded at 50 connections with a browser's Accept-Encoding; each part's share of the process's busy samples (those whose stack runs through it). Logs are on at `info`, metrics on (docs/decisions/0056).",
    '',
    '| date | commit | page | req/s while profiled | part | samples | share of busy CPU |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...uncachedSearchMarkdown(entries),
  ]
}

/** What an uncached search costs (docs/decisions/0079): CPU per search, then where the main thread spends it. */
function uncachedSearchMarkdown(entries) {
  const runs = entries.filter((entry) => entry.uncachedSearchProfile)
  const run = ({ date, commit }) => `| ${date.slice(0, 16)} | ${commit} |`
  return [
    '## What an uncached shop search costs',
    '',
    "A storefront process of its own under the profiler; each request a render-cache miss, `/shops?q=벤치 <a number of 100–999 not asked before>` (a page of ten cards), from two clients after a warm-up. CPU per search: the process's own CPU time (all its threads: Brotli and gzip run in libuv's pool) over the searches answered. Goal: 10 ms or less, 100 searches a second per core (docs/decisions/0079).",
    '',
    '| date | commit | searches (clients) | CPU per search ms | searches per second per core | p50 ms | non-2xx |',
    '|---|---|---|---|---|---|---|',
    ...runs.map((entry) => {
      const p = entry.uncachedSearchProfile
      return `${run(entry)} ${p.requests} (${p.connections}) | **${p.cpuMsPerRequest}** | ${Math.round(1000 / p.cpuMsPerRequest)} | ${p.latencyP50Ms} | ${p.non2xx} |`
    }),
    '',
    "Where the main thread's busy samples in those searches go (a sample counts for each part its stack runs through):",
    '',
    '| date | commit | part | samples | share of busy main-thread CPU |',
    '|---|---|---|---|---|',
    ...runs.flatMap((entry) =>
      Object.entries(entry.uncachedSearchProfile.parts).map(
        ([part, { samples, percent }]) => `${run(entry)} ${part} | ${samples} of ${entry.uncachedSearchProfile.busySamples} | **${percent} %** |`,
      ),
    ),
    '',
  ]
}
