// PostgreSQL on Kubernetes (docs/decisions/0053): the CMS's connections go through PgBouncer in
// transaction mode; the storefront's LISTEN for content versions, which a transaction-mode pooler
// would silently break (the session is handed to others between transactions), connects straight
// to PostgreSQL, and so do the migrations. Proven from the code that opens the listener to the
// host each overlay's variables resolve to.
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { containerEnv, resolvedValue } from '../lib/k8s-shape.mjs'
import { baseName, findObject, render } from '../lib/k8s-render.mjs'
import { root } from '../lib/stack.mjs'

const read = (path) => readFileSync(join(root, path), 'utf8')
const overlays = readdirSync(join(root, 'deploy/k8s/overlays'))
const workload = (objects, name) => objects.find((object) => ['Deployment', 'Job'].includes(object.kind) && object.metadata.name === name)

/** The host and port `variable` points at in workload `name`'s container, after the kubelet's `$(VAR)` expansion. */
function target(objects, name, variable) {
  const [container] = workload(objects, name).spec.template.spec.containers
  const url = new URL(resolvedValue(containerEnv(objects, container), variable))
  return `${url.hostname}:${url.port}`
}

describe('PostgreSQL behind PgBouncer', () => {
  it('the content-version listener connects with the storefront’s RATE_LIMIT_DATABASE_URL, on a client of its own', () => {
    // The one LISTEN in the code is the listener's, and the storefront hands it that URL.
    const listens = ['cms/src', 'rules/src', 'web/src'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true })
        .filter((file) => /\.ts$/.test(file) && !file.includes('.test.') && read(join(dir, file)).includes('LISTEN ${'))
        .map((file) => join(dir, file)),
    )
    assert.deepEqual(listens, ['rules/src/content-push.server.ts'])
    assert.match(read(listens[0]), /new pg\.Client\(\{ connectionString: options\.connectionString/)
    assert.match(read('web/src/features/cms/public-content.server.ts'), /listenForContentChanges\(\{\s+connectionString: serverEnv\(\)\.rateLimitDatabaseUrl,/)
    assert.match(read('web/src/env.server.ts'), /rateLimitDatabaseUrl: env\.RATE_LIMIT_DATABASE_URL/)
  })

  for (const overlay of overlays) {
    it(`in the ${overlay} overlay: the listener and the migrations straight to PostgreSQL, the CMS through PgBouncer`, () => {
      const objects = render(join(root, 'deploy/k8s/overlays', overlay))
      const database = findObject(objects, 'ConfigMap', 'database-config').data
      const direct = `${database.POSTGRES_HOST}:${database.POSTGRES_PORT}`
      const pgbouncer = objects.find((object) => object.kind === 'Service' && object.metadata.name === 'pgbouncer')
      const pooled = `${pgbouncer.metadata.name}:${pgbouncer.spec.ports[0].port}`
      assert.notEqual(direct, pooled)
      assert.equal(target(objects, 'web', 'RATE_LIMIT_DATABASE_URL'), direct)
      assert.equal(target(objects, 'migrate', 'DATABASE_URL'), direct)
      assert.equal(target(objects, 'cms', 'DATABASE_URL'), pooled)
      assert.equal(target(objects, 'cms-jobs', 'DATABASE_URL'), pooled)
      assert.equal(findObject(objects, 'ConfigMap', 'pgbouncer-config').data.PGBOUNCER_POOL_MODE, 'transaction')
      // PgBouncer's own server connections go to the same PostgreSQL.
      assert.deepEqual(
        workload(objects, 'pgbouncer').spec.template.spec.containers[0].envFrom.map((source) => baseName(source.configMapRef.name)),
        ['pgbouncer-config', 'database-config'],
      )
    })
  }

  it('the CMS holds no session state a transaction-mode pooler would lose', () => {
    // Session-level advisory locks, SET without LOCAL, LISTEN and named prepared statements all
    // outlive a transaction; the CMS takes transaction-level locks only (cms/src/lib/locks.ts).
    // The CMS's own code and the shared rules it runs (the rate limits among them); the listener is the storefront's.
    const offending = ['cms/src', 'rules/src'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true })
        .map((file) => join(dir, file))
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.|\/(migrations|test|seed)\/|content-push\.server\.ts$/.test(file))
        .filter((file) => /pg_advisory_lock\(|pg_try_advisory_lock\(|\bLISTEN \$|sql`\s*SET (?!LOCAL)|\bPREPARE /.test(read(file))),
    )
    assert.deepEqual(offending, [])
    assert.match(read('cms/src/lib/locks.ts'), /pg_advisory_xact_lock/)
  })
})
