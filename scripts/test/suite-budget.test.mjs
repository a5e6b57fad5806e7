// The suite's budget check (scripts/lib/suite-report.mjs, docs/decisions/0046): a run over its
// budget is told so, one line per figure over, and a run within it hears nothing.
import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { budgetBreaches, formatReport, journeys, nodeTests, testTimes, vitestFiles } from '../lib/suite-report.mjs'

const budget = {
  total: 600,
  phases: { guardrails: 60, e2e: 300 },
  journeys: { default: 30, exceptions: { 'fuzz-server-functions.spec.ts': 90 } },
  vitestFiles: { default: 20 },
}
const run = (overrides = {}) => ({
  totalSeconds: 540,
  phases: [
    { name: 'guardrails', startedAt: 0, seconds: 50 },
    { name: 'e2e', startedAt: 200, seconds: 290 },
  ],
  ...overrides,
})

test('a run within its budget has no breach', () => {
  const tests = [{ kind: 'journey', name: 'shop-finder.spec.ts › finds a shop [mobile]', seconds: 12 }]
  assert.deepEqual(budgetBreaches(run(), budget, tests), [])
})

test('each figure over its budget is one line saying what went over and by how much', () => {
  const tests = [
    { kind: 'journey', name: 'after-sales-service.spec.ts › a visit [mobile]', seconds: 41.5 },
    { kind: 'journey', name: 'fuzz-server-functions.spec.ts › every endpoint [desktop]', seconds: 80 },
    { kind: 'vitest', name: 'cms/src/seed/seed.int.test.ts', seconds: 25 },
  ]
  const slow = run({
    totalSeconds: 734,
    phases: [
      { name: 'guardrails', startedAt: 0, seconds: 50 },
      { name: 'e2e', startedAt: 200, seconds: 412 },
    ],
  })
  assert.deepEqual(budgetBreaches(slow, budget, tests), [
    'over budget: the suite took 734 s, budget 600 s (+134 s)',
    "over budget: phase 'e2e' took 412 s, budget 300 s (+112 s)",
    'over budget: journey after-sales-service.spec.ts › a visit [mobile] took 41.5 s, budget 30 s (+11.5 s)',
    'over budget: vitest cms/src/seed/seed.int.test.ts took 25 s, budget 20 s (+5 s)',
  ])
})

test('a phase the budget does not name is reported, so a new phase gets a line of its own', () => {
  const breaches = budgetBreaches(run({ phases: [{ name: 'kubernetes', startedAt: 10, seconds: 5 }] }), budget, [])
  assert.deepEqual(breaches, ["no budget: phase 'kubernetes' took 5 s and has no line in the budget"])
})

test('the budget in the repository names every phase the suite runs and holds the total to ten minutes', () => {
  const kept = JSON.parse(readFileSync(join(import.meta.dirname, '../test-budget.json'), 'utf8'))
  assert.ok(kept.total <= 600)
  const suite = readFileSync(join(import.meta.dirname, '../test.mjs'), 'utf8')
  const named = [...suite.matchAll(/timed\('([^']+)'/g), ...suite.matchAll(/name: '(e2e[^']*)'/g)].map(([, name]) => name)
  assert.ok(named.length >= 5, named.join(', '))
  for (const phase of named) assert.ok(phase in kept.phases, `phase '${phase}' has a line in scripts/test-budget.json`)
})

test('the slowest tests are read from the runners’ own reports', () => {
  const dir = mkdtempSync(join(tmpdir(), 'suite-report-'))
  const vitest = join(dir, 'vitest.json')
  writeFileSync(vitest, JSON.stringify({ testResults: [{ name: join(dir, 'cms/a.int.test.ts'), startTime: 1000, endTime: 13_500 }] }))
  const playwright = join(dir, 'e2e.json')
  const spec = (title, projectName, duration) => ({ title, tests: [{ projectName, results: [{ duration, status: 'passed' }] }] })
  writeFileSync(
    playwright,
    JSON.stringify({
      suites: [
        {
          title: 'shops.spec.ts',
          file: 'shops.spec.ts',
          specs: [spec('finds', 'mobile', 8_000)],
          suites: [{ title: 'group', specs: [spec('maps', 'desktop', 21_000)] }],
        },
      ],
    }),
  )
  const tap = join(dir, 'replicas.tap')
  writeFileSync(tap, 'TAP version 13\n# Subtest: survives a restart\nok 1 - survives a restart\n  ---\n  duration_ms: 45123.4\n  ...\n')
  assert.deepEqual(vitestFiles(vitest, dir), [{ kind: 'vitest', name: 'cms/a.int.test.ts', seconds: 12.5 }])
  assert.deepEqual(
    journeys(playwright).map(({ name, seconds }) => [name, seconds]),
    [
      ['shops.spec.ts › finds [mobile]', 8],
      ['shops.spec.ts › maps [desktop]', 21],
    ],
  )
  assert.deepEqual(nodeTests(tap), [{ kind: 'node:test', name: 'replicas › survives a restart', seconds: 45.1 }])
  const slowest = testTimes({ vitest: [vitest], playwright: [playwright], nodeTest: [tap] }, dir)
  assert.deepEqual(
    slowest.map(({ seconds }) => seconds),
    [45.1, 21, 12.5, 8],
  )
  const lines = formatReport({ totalSeconds: 100, phases: run().phases, slowest, cpu: null })
  assert.match(lines[0], /^Suite: 100 s in all\.$/)
  assert.ok(lines.some((line) => line.includes('replicas › survives a restart')))
})
