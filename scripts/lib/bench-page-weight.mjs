// What a phone gets of a page, for `npm run bench`: its HTML's size and cache headers, its first-load
// JavaScript as the budgets count it, and Lighthouse's mobile scores (Debian's Chromium, CHROMIUM_PATH).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'
import { get } from 'node:http'
import { gzipSync } from 'node:zlib'
import { ensureDebianPackages } from './debian-packages.mjs'

// The suite's browser (scripts/test.mjs), and a Korean system font as every phone in Korea has:
// without one, Chromium lays each Hangul character out through fontconfig's fallback.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
const KOREAN_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const performanceOf = (lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)
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
export async function httpFacts(url) {
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
 * (scripts and module preloads) or its inline loader loads right after the first paint (a flow,
 * docs/decisions/0068), each gzipped at the highest level, added up. Chunks the page imports later
 * (after hydration, or on a click) are not part of it. A public page that loads the app on the
 * first interaction (docs/decisions/0055) has its loader's files weighed apart, as
 * `onInteractionKB`, so the app's weight stays in sight. Stylesheets are not JavaScript: not counted.
 */
export async function firstLoadJs(url) {
  const html = await (await fetch(url)).text()
  const files = new Set()
  for (const [, src] of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+\.m?js)"/g)) files.add(new URL(src, url).href)
  const [loader, loaderConfig] = /(\(function appLoader\b[\s\S]*?\}\)\((\{.*?\})\))<\/script>/.exec(html)?.slice(1) ?? []
  const config = loader ? JSON.parse(loaderConfig) : null
  const appFiles = new Set([...(config?.entry ?? []), ...(config?.preloads ?? [])].map((src) => new URL(src, url).href))
  if (config?.loadApp === 'after-first-paint') for (const file of appFiles) files.add(file)
  const onInteraction = config?.loadApp === 'on-first-interaction' ? appFiles : null
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
  return {
    files: files.size,
    ...first,
    ...(onInteraction && { onInteractionKB: (await weigh(onInteraction)).gzipKB }),
    ...(loader && { inlineLoaderBytes: Buffer.byteLength(loader) }),
  }
}

/**
 * Lighthouse's mobile run (its default: a mid-range phone on a slow 4G network, simulated), each
 * page LIGHTHOUSE_RUNS times, reporting the median run as Lighthouse itself picks it: one run on a
 * shared 2-core machine swings by tens of points with what else runs at that moment.
 */
export async function lighthouseScores(urls) {
  ensureDebianPackages({ [CHROMIUM]: CHROMIUM.endsWith('headless-shell') ? 'chromium-headless-shell' : 'chromium', [KOREAN_FONT]: 'fonts-noto-cjk' })
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
