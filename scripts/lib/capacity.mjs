// The capacity plan (docs/capacity.md) from our own figures: the newest bench run that measured
// each figure (bench/results.json), the measured memory (bench/memory.json) and the production
// overlay's numbers (deploy/k8s). What is assumed rather than measured is in ASSUMED, said so in the
// document beside the figures it feeds.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { containersOf, findObject, render } from './k8s-render.mjs'
import { root } from './stack.mjs'
import { median } from './statistics.mjs'

const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'))

/** What no bench measures, each with why it is taken so. */
export const ASSUMED = {
  secondsPerPageView: [10, 'an active visitor asks for a page every 10 s (reading, filling a form)'],
  publicShare: [0.8, 'an event shared in KakaoTalk: most views are the event, the home, the shop finder and posts'],
  consumerShare: [0.15, 'signed-in pages and form pages that ask the CMS for the visitor'],
  writeShare: [0.05, 'form posts (registration, trade-in, A/S); each costs the CMS about as much as a consumer page'],
  headroom: [0.6, 'the HPAs’ CPU target: a process runs at 60% of what it can, so p99 stays at the measured figure'],
  cdnOriginShare: [0.02, 'with s-maxage=1 and stale-while-revalidate=60, a CDN asks the origin about once a second per page and edge, not per visitor'],
  statementsPerWrite: [12, 'a consumer write: its two rate-limit rows, the record, its timeline and its job, in one transaction'],
  bytesPerWrite: [4096, 'a request or registration with its timeline, job row and indexes'],
  sessionMinutes: [5, 'a visitor from a shared link stays about 5 minutes'],
  peakFactor: [3, 'the busiest minutes of an event hour carry three times its average'],
}
const assumed = (name) => ASSUMED[name][0]

/** The newest run of results.json with `page` measured, and that figure. */
function newest(runs, pick) {
  for (const run of runs.toReversed()) {
    const figure = pick(run)
    if (figure) return { ...figure, date: run.date.slice(0, 10), commit: run.commit }
  }
  throw new Error('bench/results.json has no run with that figure')
}

/** Requests per second one process serves within the p99 budgets, by kind of request. */
export function measuredRates(runs = readJson('bench/results.json')) {
  const publicPages = newest(runs, (run) => {
    const pages = Object.values(run.publicPages ?? {}).filter((page) => page.ssr?.requestsPerSecond)
    if (pages.length < 5) return null
    const rates = pages.map((page) => page.ssr.requestsPerSecond)
    const p99 = pages.map((page) => page.ssr.latencyP99Ms)
    return { rps: Math.round(median(rates)), min: Math.min(...rates), max: Math.max(...rates), p99: Math.max(...p99), connections: pages[0].ssr.connections }
  })
  // My pages within their 100 ms p99 only one visitor at a time; the slower of the two pages.
  const consumer = newest(runs, (run) => {
    const pages = ['my devices, one visitor at a time', 'my A/S, one visitor at a time'].map((name) => run.pages?.[name]?.ssr)
    if (!pages.every(Boolean)) return null
    const slowest = pages.toSorted((a, b) => a.requestsPerSecond - b.requestsPerSecond)[0]
    return { rps: slowest.requestsPerSecond, p99: slowest.latencyP99Ms, connections: slowest.connections }
  })
  const check = newest(runs, (run) => {
    const ssr = run.pages?.['genuineness check (CMS)']?.ssr
    return ssr && { rps: ssr.requestsPerSecond, p99: ssr.latencyP99Ms, connections: ssr.connections }
  })
  // Pages no cache holds (a new search, a signed-in page), one render at a time (docs/decisions/0078).
  const uncached = newest(runs, (run) => {
    const renders = run.uncachedRenders
    return (
      renders?.statuses?.[200] && { rps: renders.requestsPerSecond, msEach: renders.msPerRender, p99: renders.latencyP99Ms, connections: renders.connections }
    )
  })
  return { publicPages, consumer, check, uncached }
}

/** A client's render budget as the storefront ships it (rules/src/rate-limit-budgets.ts, `pageRenders`). */
export function renderBudget() {
  const source = readFileSync(join(root, 'rules/src/rate-limit-budgets.ts'), 'utf8')
  const [, points, duration] = /pageRenders: \{\s*perAddress: \{\s*points: (\d+),\s*duration: (\d+)/.exec(source)
  return { perSecond: Number(points) / Number(duration), burst: Number(points) }
}

/** The production overlay's numbers that the plan and the connection arithmetic use. */
export function productionShape() {
  const objects = render(join(root, 'deploy/k8s/overlays/production'))
  const find = (kind, name) => findObject(objects, kind, name)
  const pgbouncer = find('ConfigMap', 'pgbouncer-config').data
  const cpu = (name) => Number.parseInt(containersOf(find('Deployment', name))[0].resources.requests.cpu) / 1000
  return {
    web: { min: find('HorizontalPodAutoscaler', 'web').spec.minReplicas, max: find('HorizontalPodAutoscaler', 'web').spec.maxReplicas, cores: cpu('web') },
    cms: { min: find('HorizontalPodAutoscaler', 'cms').spec.minReplicas, max: find('HorizontalPodAutoscaler', 'cms').spec.maxReplicas, cores: cpu('cms') },
    pgbouncer: {
      replicas: find('Deployment', 'pgbouncer').spec.replicas,
      poolSize: Number(pgbouncer.PGBOUNCER_DEFAULT_POOL_SIZE),
      mode: pgbouncer.PGBOUNCER_POOL_MODE,
    },
  }
}

/** Each server's own connections, from its code: the pools' `max` (pg's default 10 when unset) and one-off clients. */
export function connectionsPerProcess() {
  const source = (path) => readFileSync(join(root, path), 'utf8')
  const webPool = Number(/new pg\.Pool\(\{[^}]*max: (\d+)/.exec(source('web/src/features/rate-limits/rate-limits.server.ts'))[1])
  const cmsPool = Number(/pool: \{[^}]*max: (\d+)/.exec(source('cms/src/payload.config.ts'))?.[1] ?? 10)
  const cmsMetrics = Number(/jobsPool \?\?= new pg\.Pool\(\{[^}]*max: (\d+)/.exec(source('cms/src/observability/http.ts'))[1])
  // The storefront's rate-limit pool and its one LISTEN connection (rules/src/content-push.server.ts).
  return { web: webPool + 1, cms: cmsPool + cmsMetrics }
}

/** Processes, cores and database load for `visitors` active at once on an event day. */
export function plan(visitors, { rates = measuredRates(), shape = productionShape(), cdn = true } = {}) {
  const views = visitors / assumed('secondsPerPageView')
  const publicRps = views * assumed('publicShare') * (cdn ? assumed('cdnOriginShare') : 1)
  const cmsRps = views * (assumed('consumerShare') + assumed('writeShare'))
  const writes = views * assumed('writeShare')
  const per = (rps, rate) => Math.ceil(rps / (rate * assumed('headroom')))
  // The consumer pages were measured on a storefront and a CMS together: counted against each in full.
  const web = Math.max(shape.web.min, per(publicRps, rates.publicPages.rps) + per(cmsRps, rates.consumer.rps))
  const cms = Math.max(shape.cms.min, per(cmsRps, rates.consumer.rps))
  const connections = connectionsPerProcess()
  const direct = web * connections.web + shape.pgbouncer.replicas * shape.pgbouncer.poolSize + 1
  return {
    visitors,
    views: Math.round(views),
    publicRps: Math.round(publicRps),
    cmsRps: Math.round(cmsRps),
    writes: Math.round(writes),
    web,
    cms,
    // cms-jobs, the one jobs runner, beside the CMS Deployment.
    cores: web * shape.web.cores + (cms + 1) * shape.cms.cores,
    statements: Math.round(writes * assumed('statementsPerWrite')),
    rowsGigabytesPerHour: (writes * 3600 * assumed('bytesPerWrite')) / 1024 ** 3,
    directConnections: direct,
    withoutPgBouncer: web * connections.web + (cms + 1) * connections.cms + 1,
    fitsHpa: web <= shape.web.max && cms <= shape.cms.max,
  }
}

/** Visitors active at once when `perHour` arrive in an hour of an event (Little's law, at its busiest minutes). */
export const concurrentFromHourly = (perHour) => Math.round(((perHour * assumed('sessionMinutes')) / 60) * assumed('peakFactor'))
