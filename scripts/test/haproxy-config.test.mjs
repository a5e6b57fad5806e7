// docker-compose.yml's load balancer (deploy/haproxy.cfg) keeps the settings the replicas command
// runs with here (scripts/lib/replicas.mjs), so the deployment is the shape that was tested.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { BALANCER_BACKEND, BALANCER_DEFAULTS } from '../lib/replicas.mjs'

const config = readFileSync(new URL('../../deploy/haproxy.cfg', import.meta.url), 'utf8')
const section = (name) => {
  const lines = config.split('\n')
  const start = lines.indexOf(name)
  assert.notEqual(start, -1, `deploy/haproxy.cfg has a "${name}" section`)
  const end = lines.findIndex((line, index) => index > start && line !== '' && !line.startsWith(' '))
  return lines
    .slice(start + 1, end === -1 ? undefined : end)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
}

test('the compose balancer has the same defaults as the replicas command, and its Korean 503 page', () => {
  const defaults = section('defaults')
  assert.deepEqual(
    defaults.filter((line) => !line.startsWith('errorfile')),
    BALANCER_DEFAULTS,
  )
  assert.ok(defaults.includes('errorfile 503 /usr/local/etc/haproxy/errors/503.http'))
})

test('each compose backend checks and balances as the replicas command does', () => {
  for (const name of ['backend web', 'backend cms']) {
    assert.deepEqual(
      section(name).filter((line) => !/^(server|#)/.test(line)),
      BALANCER_BACKEND,
    )
  }
})
