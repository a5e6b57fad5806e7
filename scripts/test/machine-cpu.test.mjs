// The bench waits for a quiet machine before Lighthouse (scripts/lib/machine-cpu.mjs, docs/decisions/0069).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { waitForQuietCpu } from '../lib/machine-cpu.mjs'

const onLinux = process.platform === 'linux'

test('a machine counts as quiet at once when any share of busy is allowed', { skip: !onLinux }, async () => {
  const quiet = await waitForQuietCpu({ busyPercent: 100, windowMs: 100 })
  assert.equal(quiet.quiet, true)
  assert.ok(quiet.busyPercent >= 0 && quiet.busyPercent <= 100)
})

test('a machine that is never quiet enough is given up on at the timeout, and said so', { skip: !onLinux }, async () => {
  // Busy on purpose for the window, so even a machine idle otherwise is above 0 %.
  const spin = setInterval(() => {
    const end = Date.now() + 20
    while (Date.now() < end);
  }, 25)
  try {
    const quiet = await waitForQuietCpu({ busyPercent: 0, windowMs: 200, timeoutMs: 0 })
    assert.deepEqual([quiet.quiet, quiet.busyPercent > 0], [false, true])
  } finally {
    clearInterval(spin)
  }
})
