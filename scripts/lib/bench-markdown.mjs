// bench/results.md, rendered from bench/results.json (every run) and bench/goals.md (kept by hand):
// the tables of `npm run bench` and which goals each run met.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { notesSection } from './bench-notes.mjs'
import { cpuProfileMarkdown } from './bench-cpu-profile.mjs'
import { fairnessMarkdown } from './bench-fairness.mjs'
import { insightsMarkdown } from './bench-insights.mjs'
import { publicPagesMarkdown } from './bench-public-pages.mjs'
import { root } from './stack.mjs'

/** docs/product.md#budgets: first-load JavaScript (gzip KB) by kind of page, a public page's HTML, Lighthouse. */
const BUDGETS = { publicJsKB: 100, accountJsKB: 140, publicHtmlKB: 60, performance: 98, accessibility: 100, lcpMs: 1500, tbtMs: 100 }
// Account and consumer-flow pages (the larger JavaScript budget): sign-in, my pages and the flows a visitor fills in.
const ACCOUNT_PAGE = /^\/(login|register|forgot-password|user|device\/register|trade-in|survey|service)(\/|$|\?)/
/** How long the bench waited for a quiet machine before Lighthouse, and how quiet it was (runs since 2026-11-28). */
const quietness = (quiet) =>
  !quiet || quiet.quiet === null ? '' : `; ${quiet.quiet ? 'quiet' : 'never quiet'} after ${quiet.waitedSeconds} s (${quiet.busyPercent} % busy)`

/** The first touch's goals (decision 0072). */
const TOUCH_GOALS = { feedbackMs: 200, firstResultMs: 1000, inpMs: 200 }

// bench/results.md is rendered from results.json, all runs, so both tables stay whole.
export function renderMarkdown(entries) {
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
          `${run} ${page.path} | ${lh.performance}${lh.runs > 1 ? ` (median of ${lh.runs}: ${lh.performanceRange.join('–')})` : ''} | ${lh.accessibility} | ${lh.firstContentfulPaintMs} | ${lh.largestContentfulPaintMs} | ${lh.totalBlockingTimeMs} | ${lh.cumulativeLayoutShift} | ${lighthouseGoalsMissed(lh)} | ${lh.belowNinety.join(', ')} | ${entry.lighthouseLoad?.join(' → ') ?? ''}${quietness(entry.lighthouseQuiet)} |`,
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
  const touchRows = entries.flatMap((entry) =>
    Object.entries(entry.firstTouch ?? {}).map(([name, touch]) => {
      const later = touch.later ? `${touch.later.feedbackMs} | ${touch.later.resultMs}` : '— | —'
      const met = touch.first.feedbackMs <= TOUCH_GOALS.feedbackMs && touch.first.resultMs <= TOUCH_GOALS.firstResultMs && touch.inpMs <= TOUCH_GOALS.inpMs
      return `| ${entry.date.slice(0, 16)} | ${entry.commit} | ${name} (${touch.path}) | ${touch.first.feedbackMs} | ${touch.first.resultMs} | ${later} | ${touch.inpMs} | ${met ? 'yes' : 'no'} |`
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
    `## First touch on a phone (Lighthouse's profile: 4× slower CPU, 150 ms, 1.6 Mbps, 412 px; median of each run's visits)`,
    '',
    `Goals (decision 0072): feedback ≤ ${TOUCH_GOALS.feedbackMs} ms and the result ≤ ${TOUCH_GOALS.firstResultMs} ms on the first touch; a later touch's result ≤ ${TOUCH_GOALS.feedbackMs} ms where no network is needed; lab INP ≤ ${TOUCH_GOALS.inpMs} ms. Times from the touch's last input (the choice, the Enter, the tap).`,
    '',
    '| date | commit | control | first: feedback ms | first: result ms | later: feedback ms | later: result ms | lab INP ms | first touch within its goals |',
    '|---|---|---|---|---|---|---|---|---|',
    ...touchRows,
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
    ...fairnessMarkdown(entries),
    ...insightsMarkdown(entries),
    '## Shops',
    '',
    '| date | commit | open shops | list on the storefront after the import (ms) | an edit shown on /shops (ms) |',
    '|---|---|---|---|---|',
    ...shopRuns.map(
      (entry) =>
        `| ${entry.date.slice(0, 16)} | ${entry.commit} | ${entry.openShops} | ${entry.shopsReadyMs} | ${entry.editShownMs ?? '— (a `--pages` run edits no shop)'} |`,
    ),
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
