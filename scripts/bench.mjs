// `npm run bench`: measures the production builds on a fresh, seeded database and appends the
// figures to bench/results.md (and bench/results.json). Targets are DESIGN.md §5; this records
// what we have, it does not pass or fail on them.
import autocannon from 'autocannon'
import { execFileSync } from 'node:child_process'
import { gzipSync } from 'node:zlib'
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runStep, stopAll, stopOnSignals } from './lib/processes.mjs'
import { migrate, profiles, root, seed, startBackingServices, startServers } from './lib/stack.mjs'

const profile = {
  ...profiles.test,
  webPort: 3200,
  cmsPort: 3201,
  postgresPort: 54340,
  postgresDir: join(root, '.data/bench/postgres'),
  database: 'storefront_bench',
  emulator: { port: 9299, hubPort: 4420, loggingPort: 4520, projectId: 'demo-storefront-bench' },
  emulatorDir: join(root, '.data/bench/firebase'),
  uploadsDir: join(root, '.data/bench/uploads'),
  nextDistDir: '.next',
  webOutputDir: '.output',
}
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
stopOnSignals()

/** SSR throughput and latency of one storefront path under CONNECTIONS concurrent clients. */
async function ssrThroughput(url) {
  await autocannon({ url, connections: 2, duration: 3 }) // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

/**
 * First-load JavaScript of a page, as DESIGN.md §5 budgets it: the script files its HTML references
 * (scripts and module preloads), each gzipped at the highest level, added up. Chunks the page
 * imports later (after hydration, or on a click) are not part of it.
 */
async function firstLoadJs(url) {
  const html = await (await fetch(url)).text()
  const files = new Set()
  for (const [, src] of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+\.m?js)"/g)) files.add(new URL(src, url).href)
  let gzipBytes = 0
  for (const file of files) {
    const response = await fetch(file)
    if (!response.ok) throw new Error(`${file}: ${response.status}`)
    gzipBytes += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length
  }
  return { files: files.size, gzipKB: Math.round((gzipBytes / 1024) * 10) / 10 }
}

async function main() {
  const { env } = await startBackingServices(profile, { freshDatabase: true })
  await migrate(env)
  await seed(env)
  if (!existsSync(join(root, 'cms/.next/BUILD_ID')) || !existsSync(join(root, 'web/.output/server/index.mjs'))) {
    await runStep('build', 'pnpm', ['-r', '--workspace-concurrency=1', 'run', 'build'], {
      cwd: root,
      env: { ...env, NODE_ENV: 'production' },
      timeoutMs: 20 * 60_000,
    })
  }
  const urls = await startServers(profile, env, { production: true })
  return { homeFirstLoadJs: await firstLoadJs(`${urls.web}/`), home: await ssrThroughput(`${urls.web}/`) }
}

function record(figures) {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim()
  const entry = { date: new Date().toISOString(), commit, durationSeconds: DURATION_SECONDS, connections: CONNECTIONS, ...figures }
  const dir = join(root, 'bench')
  mkdirSync(dir, { recursive: true })
  const jsonFile = join(dir, 'results.json')
  const all = existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, 'utf8')) : []
  writeFileSync(jsonFile, JSON.stringify([...all, entry], null, 2) + '\n')
  const markdown = join(dir, 'results.md')
  if (!existsSync(markdown)) {
    writeFileSync(
      markdown,
      '# Benchmark results\n\nAppended by `npm run bench` (production builds, 2 cores, seeded database).\n\n' +
        '| date | commit | page | req/s | p50 ms | p99 ms | non-2xx | conns × s | first-load JS (gzip) |\n|---|---|---|---|---|---|---|---|---|\n',
    )
  }
  const { home, homeFirstLoadJs } = figures
  appendFileSync(
    markdown,
    `| ${entry.date.slice(0, 16)} | ${commit} | SSR / | ${home.requestsPerSecond} | ${home.latencyP50Ms} | ${home.latencyP99Ms} | ${home.non2xx} | ${CONNECTIONS} × ${DURATION_SECONDS} | ${homeFirstLoadJs.gzipKB} KB in ${homeFirstLoadJs.files} files (budget 110 KB) |\n`,
  )
  console.log(JSON.stringify(entry, null, 2))
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
