// docs/capacity.md is what scripts/capacity.mjs writes from the bench's figures today, and the plan
// follows those figures: a newer bench run changes it.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { capacityMarkdown } from '../lib/capacity-doc.mjs'
import { concurrentFromHourly, measuredRates, plan } from '../lib/capacity.mjs'
import { root } from '../lib/stack.mjs'

const runs = JSON.parse(readFileSync(join(root, 'bench/results.json'), 'utf8'))

describe('the capacity plan', () => {
  it('is docs/capacity.md as the script writes it now (npm run capacity)', () => {
    assert.equal(readFileSync(join(root, 'docs/capacity.md'), 'utf8'), capacityMarkdown())
  })

  it('takes each figure from the newest bench run that measured it', () => {
    // The newest run of the public pages (a --fairness or --soak run measures none of them).
    const newer = structuredClone(runs.findLast((run) => run.publicPages))
    newer.date = '2099-01-01T00:00:00.000Z'
    newer.commit = 'newer'
    for (const page of Object.values(newer.publicPages)) if (page.ssr) page.ssr.requestsPerSecond = 100
    const rates = measuredRates([...runs, newer])
    assert.equal(rates.publicPages.rps, 100)
    assert.equal(rates.publicPages.commit, 'newer')
    // A figure the newer run did not measure still comes from the run that did.
    assert.equal(rates.consumer.commit, measuredRates(runs).consumer.commit)
    assert.equal(rates.uncached.commit, measuredRates(runs).uncached.commit)
    assert.ok(plan(10_000, { rates, cdn: false }).web > plan(10_000, { cdn: false }).web)
  })

  it('needs more CMS processes, cores and connections as visitors grow', () => {
    const [small, large] = [plan(1_000), plan(100_000)]
    assert.ok(large.cms > small.cms && large.cores > small.cores && large.directConnections > small.directConnections)
    // PgBouncer keeps the CMS's pools off PostgreSQL: fewer connections at scale than without it.
    assert.ok(large.directConnections < large.withoutPgBouncer)
    assert.equal(concurrentFromHourly(10_000), 2_500)
  })
})
