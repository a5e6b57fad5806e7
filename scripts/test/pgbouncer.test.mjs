// PgBouncer as the Kubernetes manifests run it (deploy/pgbouncer/entrypoint.sh with the production
// overlay's settings, Debian's pgbouncer) in front of a PostgreSQL of its own: the CMS's kind of
// work goes through it in transaction mode, and a LISTEN through it hears nothing, which is why the
// storefront's LISTEN for content versions connects straight to PostgreSQL (docs/decisions/0053).
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, before, describe, it } from 'node:test'
import { ensureDebianPackages } from '../lib/debian-packages.mjs'
import { findObject, render } from '../lib/k8s-render.mjs'
import { startEmbeddedPostgres } from '../lib/postgres.mjs'
import { accepts, startService, stopService } from '../lib/processes.mjs'
import { root } from '../lib/stack.mjs'

/** The CMS's `pg`, as scripts/lib/backups.mjs takes it. */
const { Client } = createRequire(join(root, 'cms/package.json'))('pg')
const PGBOUNCER = '/usr/sbin/pgbouncer'
const SENT = 10

/** A port nothing listens on now, so runs beside each other do not meet. */
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

let dir, postgres, pgbouncer, direct, pooled

before(async () => {
  ensureDebianPackages({ [PGBOUNCER]: 'pgbouncer' })
  dir = mkdtempSync(join(tmpdir(), 'pgbouncer-test-'))
  const [postgresPort, pgbouncerPort] = [await freePort(), await freePort()]
  postgres = await startEmbeddedPostgres({ dataDir: join(dir, 'postgres'), port: postgresPort })
  await postgres.ensureDatabase('storefront')
  direct = postgres.urlFor('storefront')
  const settings = findObject(render(join(root, 'deploy/k8s/overlays/production')), 'ConfigMap', 'pgbouncer-config').data
  // PgBouncer will not run as root: as root, it runs as the user the embedded PostgreSQL runs as.
  const entrypoint = ['sh', join(root, 'deploy/pgbouncer/entrypoint.sh')]
  const asRoot = process.getuid?.() === 0
  if (asRoot) execFileSync('chown', ['postgres', dir])
  const [command, ...args] = asRoot ? ['setpriv', '--reuid=postgres', '--regid=postgres', '--clear-groups', ...entrypoint] : entrypoint
  pgbouncer = await startService('pgbouncer', command, args, {
    quiet: true,
    env: {
      ...process.env,
      ...settings,
      // Two server connections, so the clients below must share them.
      PGBOUNCER_DEFAULT_POOL_SIZE: '2',
      DATABASE_USER: 'postgres',
      DATABASE_PASSWORD: 'postgres',
      POSTGRES_HOST: '127.0.0.1',
      POSTGRES_PORT: String(postgresPort),
      POSTGRES_DB: 'storefront',
      PGBOUNCER_RUN_DIR: dir,
      PGBOUNCER_LISTEN_PORT: String(pgbouncerPort),
    },
    ready: () => accepts(pgbouncerPort),
    timeoutMs: 30_000,
  })
  pooled = `postgres://postgres:postgres@127.0.0.1:${pgbouncerPort}/storefront`
})

after(async () => {
  if (pgbouncer) await stopService(pgbouncer)
  await postgres?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const connected = async (url) => {
  const client = new Client({ connectionString: url })
  await client.connect()
  return client
}

/** Notices a LISTEN on `listenUrl` hears while other clients notify in transactions through PgBouncer, as the CMS's writes do. */
async function noticesHeard(listenUrl) {
  const listener = await connected(listenUrl)
  let heard = 0
  listener.on('notification', () => (heard += 1))
  await listener.query('LISTEN content_version')
  const writers = await Promise.all(Array.from({ length: 5 }, () => connected(pooled)))
  for (let index = 0; index < SENT; index += 1) {
    const writer = writers[index % writers.length]
    await writer.query('begin')
    await writer.query("select pg_advisory_xact_lock(hashtextextended('trade-in:1', 0))")
    await writer.query("select pg_notify('content_version', $1)", [String(index)])
    await writer.query('commit')
  }
  await sleep(500)
  await Promise.all([listener, ...writers].map((client) => client.end()))
  return heard
}

describe('PgBouncer in transaction mode', () => {
  it('runs the settings of the production overlay', async () => {
    const client = await connected(pooled)
    assert.deepEqual((await client.query('select 1 as one')).rows, [{ one: 1 }])
    await client.end()
    assert.match(readFileSync(join(dir, 'pgbouncer.ini'), 'utf8'), /^pool_mode = transaction$/m)
  })

  it('carries twenty clients’ transactions, with their locks, on two server connections', async () => {
    const clients = await Promise.all(Array.from({ length: 20 }, () => connected(pooled)))
    const sums = await Promise.all(
      clients.map(async (client, index) => {
        await client.query('begin')
        await client.query("select pg_advisory_xact_lock(hashtextextended('visit-slot', 0))")
        const { rows } = await client.query('select $1::int + 1 as sum', [index])
        await client.query('commit')
        return rows[0].sum
      }),
    )
    await Promise.all(clients.map((client) => client.end()))
    assert.deepEqual(
      sums,
      clients.map((_, index) => index + 1),
    )
  })

  it('delivers the writes’ notices to a LISTEN straight to PostgreSQL, and none to one through PgBouncer', async () => {
    assert.equal(await noticesHeard(direct), SENT)
    assert.equal(await noticesHeard(pooled), 0)
  })
})
