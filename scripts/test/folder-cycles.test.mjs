// No feature folder imports another that imports it back, directly or round several (a → b → c → a):
// `import-x/no-cycle` in the lint sees cycles between files, this sees them between the folders of
// web/src/features/ and web/src/ui (scripts/lib/folder-cycles.mjs draws the graph). A failure
// prints each cycle as `a → b → a` with one file's import for each step: what to move.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { cyclesOf, describeCycle, folderCycleProblems, folderImports, tangles } from '../lib/folder-cycles.mjs'
import { root } from '../lib/stack.mjs'

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

  it('fail the check, each printed with the imports that make it', () => {
    const edges = [edge('service', 'trade-in'), edge('trade-in', 'service'), edge('user', 'auth'), edge('user', 'ui')]
    const [problem, ...rest] = folderCycleProblems(edges)
    assert.equal(rest.length, 0)
    assert.match(problem, /service → trade-in → service\n {4}service → trade-in: web\/src\/features\/service\/x\.ts:1 imports '~\/features\/trade-in\/y'/)
    // Fixed: the check passes.
    assert.deepEqual(folderCycleProblems(edges.slice(1)), [])
  })

  it('of web/src/features: there are none', () => {
    const edges = folderImports(root)
    assert.ok(
      edges.some(({ from, to }) => from === 'user' && to === 'auth'),
      'the graph is drawn: user imports auth',
    )
    const problems = folderCycleProblems(edges)
    assert.ok(problems.length === 0, `\n${problems.join('\n\n')}\n`)
  })
})
