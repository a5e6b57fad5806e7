// No feature folder imports another that imports it back, directly or round several (a → b → c → a):
// `import-x/no-cycle` in the lint sees cycles between files, this sees them between the folders of
// web/src/features/ and web/src/ui (scripts/lib/folder-cycles.mjs draws the graph). A failure
// prints each cycle as `a → b → a` with one file's import for each step: what to move.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { cyclesOf, describeCycle, folderCycleProblems, folderImports, tangles } from '../lib/folder-cycles.mjs'
import { root } from '../lib/stack.mjs'

/**
 * The folder cycles that stand today, and why they may: devices, server, service and trade-in are
 * being moved into web/src/features/requests/ (their owners' change), which is to break them.
 * server/ holds both what nearly every feature uses (invalid-input, bounded-body) and the consumer
 * form posts' pipeline, which uses auth and security and whose test uses devices' and service's
 * messages: so most folders meet in one tangle through it.
 *
 * `through`: the folders being moved. Every cycle must pass through one of them: without them the
 * graph has none. `tangles`: each set of folders that import each other round today (a strongly
 * connected component), exactly as it stands. A new tangle, a folder joining one or leaving it, one
 * that no longer stands, or a folder of `through` on no cycle fails the check: update this list as
 * the move goes, and empty it when it is done.
 */
const KNOWN_CYCLES_BEING_MOVED = {
  through: ['devices', 'server', 'service', 'trade-in'],
  tangles: [
    ['analytics', 'auth', 'devices', 'layout', 'navigation', 'posts', 'requests', 'security', 'server', 'service', 'shops', 'trade-in', 'trade-in-events'],
  ],
}

const edge = (from, to, file = `web/src/features/${from}/x.ts`) => ({ from, to, file, line: 1, specifier: `~/features/${to}/y` })

describe('folder cycles', () => {
  it('are found and printed with one import per step (a small made-up graph)', () => {
    const edges = [edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'a', 'web/src/features/c/z.ts'), edge('d', 'a'), edge('a', 'ui')]
    assert.deepEqual(tangles(edges), [['a', 'b', 'c']])
    assert.deepEqual(cyclesOf(edges, ['a', 'b', 'c']), [['a', 'b', 'c']])
    assert.equal(
      describeCycle(['a', 'b', 'c'], edges),
      [
        'a → b → c → a',
        "    a → b: web/src/features/a/x.ts:1 imports '~/features/b/y'",
        "    b → c: web/src/features/b/x.ts:1 imports '~/features/c/y'",
        "    c → a: web/src/features/c/x.ts:1 imports '~/features/a/y' (and 1 more)",
      ].join('\n'),
    )
    // Two folders that import each other, beside the longer cycle.
    assert.deepEqual(cyclesOf([...edges, edge('b', 'a')], ['a', 'b', 'c']), [
      ['a', 'b'],
      ['a', 'b', 'c'],
    ])
  })

  it('fail the check unless each passes through a folder being moved and is listed as it stands', () => {
    const edges = [edge('service', 'trade-in'), edge('trade-in', 'service'), edge('auth', 'user'), edge('user', 'auth'), edge('user', 'ui')]
    const known = { through: ['service', 'trade-in'], tangles: [['service', 'trade-in']] }
    const [other, ...rest] = folderCycleProblems(edges, known)
    assert.match(other, /no folder being moved among them/)
    assert.match(other, /auth → user → auth\n {4}auth → user: web\/src\/features\/auth\/x\.ts:1 imports '~\/features\/user\/y'/)
    // auth ↔ user is also a tangle the list does not name.
    assert.equal(rest.length, 1)
    assert.match(rest[0], /not as listed/)
    // Fixed: the check passes.
    assert.deepEqual(folderCycleProblems(edges.slice(0, 3), known), [])
    // A listed cycle that is gone fails the check too, so the list cannot go stale.
    assert.deepEqual(folderCycleProblems([edge('service', 'trade-in')], known), [
      'KNOWN_CYCLES_BEING_MOVED.tangles lists [service, trade-in], which no longer stands as listed: take it off, or list what stands now',
      'KNOWN_CYCLES_BEING_MOVED.through lists service, which is on no cycle any more: take it off',
      'KNOWN_CYCLES_BEING_MOVED.through lists trade-in, which is on no cycle any more: take it off',
    ])
    // So does a folder joining a listed tangle.
    const grown = [...edges.slice(0, 2), edge('trade-in', 'shops'), edge('shops', 'service')]
    assert.match(folderCycleProblems(grown, known)[0], /not as listed[^]*folders: service, shops, trade-in/)
  })

  it('of web/src/features are only those on their way out (KNOWN_CYCLES_BEING_MOVED)', () => {
    const edges = folderImports(root)
    assert.ok(
      edges.some(({ from, to }) => from === 'user' && to === 'auth'),
      'the graph is drawn: user imports auth',
    )
    const problems = folderCycleProblems(edges, KNOWN_CYCLES_BEING_MOVED)
    assert.ok(problems.length === 0, `\n${problems.join('\n\n')}\n`)
  })
})
