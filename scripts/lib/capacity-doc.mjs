// docs/capacity.md, written from scripts/lib/capacity.mjs's figures by `npm run capacity` (and by
// every `npm run bench`); scripts/test/capacity.test.mjs fails while the file is not what this writes.
import { ASSUMED, concurrentFromHourly, connectionsPerProcess, measuredRates, plan, productionShape, renderBudget } from './capacity.mjs'

const number = (value) => value.toLocaleString('en-US')
const row = (cells) => `| ${cells.join(' | ')} |`

/** The most visitors at once the production overlay's HPAs can take, in steps of 500. */
function overlayCeiling(options) {
  let visitors = 500
  while (plan(visitors + 500, options).fitsHpa) visitors += 500
  return visitors
}

export function capacityMarkdown() {
  const rates = measuredRates()
  const budget = renderBudget()
  const shape = productionShape()
  const connections = connectionsPerProcess()
  const options = { rates, shape }
  const hourly = concurrentFromHourly(10_000)
  const scenarios = [
    ['1,000 at once', plan(1_000, options)],
    [`10,000 visitors in an hour (≈ ${number(hourly)} at once at its peak)`, plan(hourly, options)],
    ...[10_000, 100_000].map((visitors) => [`${number(visitors)} at once`, plan(visitors, options)]),
  ]
  const noCdn = (visitors) => plan(visitors, { ...options, cdn: false })
  const publicStorefronts = (visitors) => Math.ceil(noCdn(visitors).publicRps / (rates.publicPages.rps * ASSUMED.headroom[0]))
  const ceiling = overlayCeiling(options)
  const source = (figure) => `bench run of ${figure.date}, \`${figure.commit}\`, ${figure.connections} connection${figure.connections === 1 ? '' : 's'}`
  return `${[
    '# Capacity plan',
    '',
    'Written by `npm run capacity` (scripts/capacity.mjs, scripts/lib/capacity.mjs) from `bench/results.json`,',
    '`bench/memory.json` and the production overlay (`deploy/k8s/overlays/production`); `npm run bench` writes it',
    'again, and the suite fails while it is not what the script writes. Do not edit by hand.',
    '',
    '## What one process serves (measured)',
    '',
    'Every bench figure was taken on 2 cores shared by the servers, PostgreSQL and the load generator, so a',
    'process had less than the one core a Node process can use; the figures are a floor.',
    '',
    row(['what', 'requests per second per process', 'p99', 'from']),
    row(['---', '---', '---', '---']),
    row([
      'public pages from the render cache (storefront)',
      `${number(rates.publicPages.rps)} (median; ${number(rates.publicPages.min)}–${number(rates.publicPages.max)} by page)`,
      `≤ ${rates.publicPages.p99} ms`,
      source(rates.publicPages),
    ]),
    row([
      'consumer pages that ask the CMS (a storefront and a CMS together), within their 100 ms p99',
      number(rates.consumer.rps),
      `${rates.consumer.p99} ms`,
      source(rates.consumer),
    ]),
    row([
      'uncached renders (a page no cache holds: a new search, a signed-in page; one at a time, docs/decisions/0078)',
      `${number(rates.uncached.rps)} (${rates.uncached.msEach} ms of the process each)`,
      `${rates.uncached.p99} ms`,
      source(rates.uncached),
    ]),
    row(['the genuineness check (CMS)', number(rates.check.rps), `${rates.check.p99} ms`, source(rates.check)]),
    row(['the jobs queue (status mails)', 'not measured: at most 20 jobs a second by its settings (`autoRun`, `limit: 20`)', '', 'cms/src/payload.config.ts']),
    '',
    'The consumer pages meet their 100 ms p99 only one visitor at a time on these 2 cores (10 at once: p99',
    'about 140 ms, bench/goals.md), so the plan counts them at that rate.',
    '',
    '## What a client that busts the cache costs',
    '',
    `A client may have ${budget.perSecond} pages a second rendered, ${budget.burst} at once after a quiet while (an IPv6 client counted by its /64;`,
    `past it a 429 held for a second, docs/decisions/0078); pages from the render cache cost it nothing, nor do`,
    `the 404 pages of unknown plain addresses (a scanner's \`/wp-login.php\`), made from one render per content version. So one such client`,
    `costs at most ${Math.round((budget.perSecond / rates.uncached.rps) * 100)} % of a storefront process (${budget.perSecond} of its ${number(rates.uncached.rps)} renders a second), and its burst ${(budget.burst / rates.uncached.rps).toFixed(1)} s of renders`,
    `once. ${Math.ceil(rates.uncached.rps / budget.perSecond)} such clients at once, each on an address of its own, take every render a process makes: renders then wait their turn`,
    '(at most 64 waiting, then 503), while the pages from the cache are still answered between them.',
    '',
    '## Assumed (no bench measures these)',
    '',
    row(['', 'value', 'why']),
    row(['---', '---', '---']),
    ...Object.entries(ASSUMED).map(([name, [value, why]]) => row([`\`${name}\``, String(value), why])),
    '',
    '## How many of each',
    '',
    `With the CDN of \`deploy/cdn.json\` in front; each process requests one core (a Node process uses one), the HPAs keep it at ${ASSUMED.headroom[0] * 100}% CPU. "CMS" counts the Deployment; the jobs runner (\`cms-jobs\`) is one more.`,
    '',
    row([
      'visitors',
      'page views /s',
      'public /s at the origin',
      'CMS /s',
      'writes /s',
      'storefronts',
      'CMSs',
      'cores',
      'PostgreSQL statements /s (writes)',
      'new rows /h',
      'direct PostgreSQL connections (without PgBouncer)',
    ]),
    row(Array(11).fill('---')),
    ...scenarios.map(([label, p]) =>
      row([
        label,
        number(p.views),
        number(p.publicRps),
        number(p.cmsRps),
        number(p.writes),
        String(p.web),
        String(p.cms),
        String(p.cores),
        number(p.statements),
        `${p.rowsGigabytesPerHour.toFixed(2)} GB`,
        `${p.directConnections} (${p.withoutPgBouncer})`,
      ]),
    ),
    '',
    `Without a CDN the origin serves every public page: ${number(noCdn(10_000).publicRps)} requests a second at 10,000 visitors (the work of ${publicStorefronts(10_000)} storefront process(es) at 60% CPU), ${number(noCdn(100_000).publicRps)} at 100,000 (${publicStorefronts(100_000)}).`,
    `The production overlay's HPAs (storefront ${shape.web.min}–${shape.web.max}, CMS ${shape.cms.min}–${shape.cms.max}) cover about ${number(ceiling)} visitors at once; beyond that, raise their \`maxReplicas\` to the rows above.`,
    '',
    '## The first bottleneck',
    '',
    `The CMS's event loop. A storefront serves a cached public page at about ${Math.round(rates.publicPages.rps / rates.consumer.rps)} times the rate a`,
    'CMS process answers a consumer page, and with a CDN the public pages hardly reach the origin: every',
    'added visitor who signs in costs CMS processes first. Payload renders on Next.js in one thread, so',
    'the answer is more CMS processes (the HPA), not bigger ones.',
    '',
    'Then PostgreSQL: its writes are each consumer write (its rows, its timeline, its status-mail job) and',
    `the rate-limit table, which every write and sign-in updates twice (a client and an account key, docs/decisions/0016). At 100,000 visitors that is about ${number(plan(100_000, options).statements)} statements a second on one primary. No bench here measures PostgreSQL's write ceiling (one machine, shared): a write load on the managed instance is the check before such an event. The rate-limit rows are updated in place all day:`,
    'their dead tuples need autovacuum kept aggressive on `rate_limits` (a per-table `autovacuum_vacuum_scale_factor` of 0.01).',
    'Reads do not reach PostgreSQL for public pages (the render cache, docs/decisions/0025).',
    '',
    '## PostgreSQL connections',
    '',
    `Each storefront holds ${connections.web} direct connections (its rate-limit pool and its LISTEN for content versions, which`,
    `must stay direct: a transaction-mode pooler hands the session to others between transactions, and the`,
    `notices stop). Each CMS process holds up to ${connections.cms} (Payload's pool and the metrics scrape's one), all through`,
    `PgBouncer in ${shape.pgbouncer.mode} mode, whose ${shape.pgbouncer.replicas} replicas open at most ${shape.pgbouncer.poolSize} each. So a managed PostgreSQL must allow`,
    '',
    `    storefronts × ${connections.web} + ${shape.pgbouncer.replicas} × ${shape.pgbouncer.poolSize} (PgBouncer) + 1 (the migrations) + its own reserved connections`,
    '',
    `which is the last column above: ${plan(10_000, options).directConnections} for 10,000 visitors, ${plan(100_000, options).directConnections} for 100,000 (${plan(100_000, options).withoutPgBouncer} without PgBouncer).`,
    'The storefronts are then the larger share: their rate-limit pool could go through PgBouncer too if its',
    'LISTEN had a variable of its own (not done).',
  ].join('\n')}\n`
}
