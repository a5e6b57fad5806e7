// The bench's reading of a CPU profile (scripts/lib/bench-cpu-profile.mjs): which samples count for
// which part of observing a request, on a profile made up to the shape V8 writes.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { costsOf } from '../lib/bench-cpu-profile.mjs'

const frame = (id, functionName, children = []) => ({ id, callFrame: { functionName, url: 'index.mjs' }, children })

// (root) → observedRequest → withRequestContext → run → answer → servePublicPage
//                          → countRequest;  → finished → LOG;  (idle)
const profile = {
  nodes: [
    frame(1, '(root)', [2, 9]),
    frame(2, 'observedRequest', [3, 7, 8]),
    frame(3, 'withRequestContext', [4]),
    frame(4, 'run', [5]),
    frame(5, 'answer', [6]),
    frame(6, 'servePublicPage'),
    frame(7, 'countRequest'),
    frame(8, 'LOG'),
    frame(9, '(idle)'),
  ],
  samples: [6, 6, 6, 6, 4, 7, 8, 8, 9, 9],
  // V8's microseconds: a sample every millisecond from 1,000.
  startTime: 0,
  timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
}

describe('the cost of each part of a request, from a CPU profile', () => {
  const { busySamples, parts } = costsOf(profile)

  it('leaves idle samples out of the whole', () => assert.equal(busySamples, 8))

  it('counts a part by every sample whose stack runs through it', () => {
    assert.deepEqual(parts['render cache lookup and answer'], { samples: 4, percent: 50 })
    assert.deepEqual(parts.metrics, { samples: 1, percent: 12.5 })
    assert.deepEqual(parts['request log'], { samples: 2, percent: 25 })
  })

  it('counts the context by its own samples only, not the request it runs', () => {
    assert.deepEqual(parts['request context (AsyncLocalStorage)'], { samples: 1, percent: 12.5 })
    assert.equal(parts['request id'].samples, 0)
  })

  it('counts only the samples of a window when given one', () => {
    const windowed = costsOf(profile, undefined, { from: 1000, to: 4000 })
    assert.equal(windowed.busySamples, 4)
    assert.deepEqual(windowed.parts['render cache lookup and answer'], { samples: 4, percent: 100 })
  })
})
