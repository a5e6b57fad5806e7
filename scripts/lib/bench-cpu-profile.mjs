// What observing a request costs a page served from the render cache (docs/decisions/0056): a
// storefront process of its own runs under V8's sampling profiler while `/` is loaded as browsers
// ask it, and each part of the observation is counted by the samples whose stack runs through it.
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

/** Shares of the busy samples of a V8 .cpuprofile that run through each part. */
export function costsOf(profile, parts = PARTS) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const counts = Object.fromEntries(Object.keys(parts).map((part) => [part, 0]))
  let busy = 0
  for (const sample of profile.samples) {
    const leaf = byId.get(sample)
    if (leaf.callFrame.functionName === '(idle)') continue
    busy += 1
    const names = new Set()
    for (let id = sample; id !== undefined; id = parent.get(id)) names.add(byId.get(id).callFrame.functionName)
    for (const [part, { through = [], own = [] }] of Object.entries(parts)) {
      if (through.some((name) => names.has(name)) || own.includes(leaf.callFrame.functionName)) counts[part] += 1
    }
  }
  const share = (count) => Math.round((count / Math.max(busy, 1)) * 1000) / 10
  return { busySamples: busy, parts: Object.fromEntries(Object.entries(counts).map(([part, count]) => [part, { samples: count, percent: share(count) }])) }
}

/** Profiles a storefront of its own on `port` while `path` is loaded; returns its throughput and the costs. */
export async function profileCachedPage({ root, env, webOutputDir, port, path = '/', durationSeconds }) {
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
  let throughput
  try {
    throughput = await ssrThroughput(`${url}${path}`, { connections: 50, durationSeconds, headers: BROWSER_HEADERS })
  } finally {
    // Node writes the profile as the process exits (the server's SIGTERM handler).
    await stopService(server)
  }
  const [file] = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))
  if (!file) throw new Error('bench: the profiled storefront wrote no CPU profile')
  return { path, throughput, ...costsOf(JSON.parse(readFileSync(join(dir, file), 'utf8'))) }
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
  ]
}
