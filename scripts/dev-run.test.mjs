// The run command (`npm run dev`, here with --setup-only: everything a start does before the
// servers) started twice keeps one demo customer that can sign in: the emulator keeps its users in
// the data folder. (When they are lost all the same, the seed re-links the CMS record: see
// cms/src/seed/seed.int.test.ts.) Run by scripts/test.mjs on a DEV_SLOT of its own.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { startEmbeddedPostgres } from './lib/postgres.mjs'
import { devProfile, root } from './lib/stack.mjs'

const DEMO_EMAIL = 'customer@storefront.test'
const slot = Number(process.env.DEV_SLOT ?? 1)
const profile = devProfile(slot)

/** `npm run dev -- --setup-only` on this test's slot, as a developer would start it. */
function runCommand() {
  const env = { ...process.env, DEV_SLOT: String(slot) }
  // The run command's own embedded defaults, whatever the suite around it has set.
  for (const name of ['DATABASE_URL', 'FIREBASE_PROJECT_ID', 'FIREBASE_AUTH_EMULATOR_HOST', 'TEST_SLOT']) delete env[name]
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'dev', '--', '--setup-only'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run dev -- --setup-only exited ${code}:\n${output.slice(-3000)}`))))
  })
}

/** The emulator's saved users with the demo e-mail. */
function savedEmulatorUsers() {
  const file = join(profile.emulatorStateDir, 'auth_export/accounts.json')
  assert.ok(existsSync(file), `the emulator saved its users in ${file}`)
  const { users = [] } = JSON.parse(readFileSync(file, 'utf8'))
  return users.filter((user) => user.email === DEMO_EMAIL)
}

/** What the run left in its database, read with the database server started on its own. */
async function inDatabase(work) {
  const postgres = await startEmbeddedPostgres({ dataDir: profile.postgresDir, port: profile.postgresPort })
  try {
    return await work((sql, params) => postgres.query(profile.database, sql, params))
  } finally {
    await postgres.stop()
  }
}

const demoCustomers = (query) => query('SELECT id, firebase_uid FROM customers WHERE email = $1 ORDER BY id', [DEMO_EMAIL])
const owned = async (query, table, id) => Number((await query(`SELECT count(*) AS n FROM ${table} WHERE customer_id = $1`, [id]))[0].n)

before(() => rmSync(profile.dataDir, { recursive: true, force: true }))
after(() => rmSync(profile.dataDir, { recursive: true, force: true }))

let firstUid
test('a first start seeds one demo customer, the same person the emulator signs in', async () => {
  await runCommand()
  const [user, ...others] = savedEmulatorUsers()
  assert.equal(others.length, 0)
  await inDatabase(async (query) => {
    const customers = await demoCustomers(query)
    assert.equal(customers.length, 1)
    assert.equal(customers[0].firebase_uid, user.localId)
    firstUid = user.localId
  })
})

test('a second start signs in the same demo customer and adds none', async () => {
  await runCommand()
  const users = savedEmulatorUsers()
  assert.deepEqual(
    users.map((user) => user.localId),
    [firstUid],
  )
  await inDatabase(async (query) => {
    const customers = await demoCustomers(query)
    assert.deepEqual(
      customers.map((customer) => customer.firebase_uid),
      [firstUid],
    )
    assert.ok((await owned(query, 'devices', customers[0].id)) >= 1, 'the demo device is still theirs')
  })
})
