// The run command's setup started twice on a slot, then `npm run backup` and `npm run restore` of
// it (docs/decisions/0045): a dev slot set up as a developer would (`npm run dev -- --setup-only`),
// a consumer's device with its receipt, an A/S request with a photo and a content image added
// through the CMS as staff, a backup, a restore into a fresh database and fresh uploads, and the production servers on the restored data serving the same
// pages, records and file bytes. Twice: with the uploads on local disk (restored into a new
// folder), and in a bucket of the local object store (`npm run dev -- --object-storage`, restored
// into a second bucket of the same store, which restore creates). Run by scripts/test.mjs on a
// DEV_SLOT of its own, beside the production builds (it starts the test profile's builds on this
// slot's ports once they are made).
//
// On the embedded default: with no pg_dump as new as the embedded server (its package ships none),
// the backup is the copy format and the restore migrates, then loads it; with one, pg_dump's.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { ListObjectsV2Command } from '@aws-sdk/client-s3'
import { demoTotpSecret, fetchPost, staffLogin } from '../rules/src/staff-login.ts'
import { filesBelow, migrationMismatch } from './lib/backups.mjs'
import { s3Client, startObjectStorage } from './lib/object-storage.mjs'
import { stopAll, stopService } from './lib/processes.mjs'
import { startEmbeddedPostgres } from './lib/postgres.mjs'
import { committedMigrations, DEMO_PASSWORD, devProfile, root, startBackingServices, startServers, testProfile } from './lib/stack.mjs'

const slot = Number(process.env.DEV_SLOT ?? 7)
const builds = testProfile(Number(process.env.TEST_SLOT) || 0)
// This slot's ports and folders, the test profile's production builds.
const profile = { ...devProfile(slot), nextDistDir: builds.nextDistDir, webOutputDir: builds.webOutputDir }
const PAGES = ['/', '/shops', '/terms/service', '/korea']
/** Every file the upload records name, as keys of the uploads: `<collection>/<filename>` on disk and in the bucket alike. */
const filesNamed = (records) =>
  ['attachments', 'media'].flatMap((collection) =>
    records[collection]
      .flatMap((doc) => [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size.filename)])
      .filter(Boolean)
      .map((filename) => `${collection}/${filename}`),
  )

/**
 * The two places uploads live. Each: the setup's flag, its database (dev.mjs gives the bucket's
 * rows a database of their own), the settings the servers, backup and restore get for the uploads
 * and for fresh ones to restore into, and every stored file as key → MD5 of its bytes.
 */
const STORAGES = {
  disk: {
    title: 'on local disk restored into a fresh database and folder',
    setupArgs: [],
    database: profile.database,
    // The database's refusal and --force are the same whatever holds the uploads: run once, here.
    forceAgain: true,
    // The slot's folder, as npm run dev has it (startBackingServices' UPLOADS_DIR).
    settings: async () => ({}),
    // Backup reads the scripts' own defaults for the slot: its embedded database and its folder.
    backupEnv: () => ({}),
    fresh: () => ({ UPLOADS_DIR: join(profile.dataDir, 'uploads-restored') }),
    stored: async ({ UPLOADS_DIR }) =>
      Object.fromEntries(
        filesBelow(UPLOADS_DIR).map((key) => [
          key,
          createHash('md5')
            .update(readFileSync(join(UPLOADS_DIR, key)))
            .digest('hex'),
        ]),
      ),
  },
  bucket: {
    title: 'in a bucket restored into a fresh database and bucket',
    setupArgs: ['--object-storage'],
    database: `${profile.database}_objects`,
    // The store dev.mjs --object-storage set up and seeded, started again on its data.
    settings: () => (objectStorage ??= startObjectStorage({ dir: join(profile.dataDir, 'object-storage'), port: profile.objectStoragePort })),
    backupEnv: (env) => ({ DATABASE_URL: env.DATABASE_URL, ...s3Settings(env) }),
    fresh: () => ({ S3_BUCKET: 'uploads-restored' }),
    stored: bucketObjects,
  },
}
let objectStorage

const s3Settings = (env) => Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('S3_')))

/** Every object of env's S3_BUCKET as key → its ETag, the MD5 of its bytes for an object put whole. */
async function bucketObjects(env) {
  const client = s3Client(env)
  const objects = {}
  let token
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: env.S3_BUCKET, ContinuationToken: token }))
    for (const { Key, ETag } of page.Contents ?? []) objects[Key] = ETag.replaceAll('"', '')
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  client.destroy()
  return objects
}

/** The slot's backing services (PostgreSQL, the emulator, the stand-ins), started once for both variants. */
let backing
const backingServices = () => {
  // The slot's embedded database, as `npm run dev` runs it.
  delete process.env.DATABASE_URL
  return (backing ??= startBackingServices(profile))
}

/**
 * The production builds the backups are served by. `npm test` starts this file beside its builds
 * and names the file it writes once they are made (BUILDS_READY_FILE, or the word `none` when the
 * run makes none): the run command's two starts need no build, and the backups wait for them.
 */
async function buildsMissing() {
  const ready = process.env.BUILDS_READY_FILE
  if (ready === 'none') return 'this run makes no production build'
  if (ready) {
    const deadline = Date.now() + 20 * 60_000
    while (!existsSync(ready) && Date.now() < deadline) await sleep(1_000)
    const outcome = existsSync(ready) ? readFileSync(ready, 'utf8').trim() : 'not made within 20 minutes'
    if (outcome !== 'made') return `the production builds: ${outcome}`
  }
  const missing = [join(root, 'cms', profile.nextDistDir, 'BUILD_ID'), join(root, 'web', profile.webOutputDir, 'server/index.mjs')].find(
    (file) => !existsSync(file),
  )
  return missing ? `no production build (${missing}): npm test makes them first` : null
}

/** A script of ours on this slot, as a developer runs it; resolves with its output, rejects on a non-zero exit. */
function script(file, args, env) {
  // Without the dev seed's year of history (cms/src/seed/history): the tests make their own data.
  const childEnv = { ...process.env, DEV_SLOT: String(slot), SEED_HISTORY: '0' }
  // The scripts' own defaults for this slot, whatever the suite around the test has set; then `env`.
  for (const name of ['DATABASE_URL', 'UPLOADS_DIR', 'S3_BUCKET', 'TEST_SLOT', 'FIREBASE_PROJECT_ID', 'FIREBASE_AUTH_EMULATOR_HOST']) delete childEnv[name]
  Object.assign(childEnv, env)
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts', file), ...args], { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), 10 * 60_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      if (code === 0) resolve(output)
      else reject(Object.assign(new Error(`${file} ${args.join(' ')} exited ${code}:\n${output.slice(-3000)}`), { output }))
    })
  })
}

/** The CMS's REST API as the seeded admin. */
async function asAdmin(cms) {
  const { token } = await staffLogin(fetchPost(cms), { email: 'admin@storefront.test', password: DEMO_PASSWORD, totpSecret: demoTotpSecret() })
  const headers = { Authorization: `JWT ${token}` }
  const call = async (path, init = {}) => {
    const response = await fetch(`${cms}${path}`, { ...init, headers: { ...headers, ...init.headers } })
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
    return response
  }
  return {
    get: async (path) => (await call(path)).json(),
    file: async (path) => {
      const response = await call(path)
      return { type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()).toString('base64') }
    },
    post: async (path, data) => (await call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) })).json(),
    upload: async (collection, file, data) => {
      const form = new FormData()
      form.append('file', new Blob([file.data], { type: 'image/png' }), file.name)
      form.append('_payload', JSON.stringify(data))
      return (await call(`/api/${collection}`, { method: 'POST', body: form })).json()
    },
  }
}

const sharp = createRequire(join(root, 'cms/package.json'))('sharp')
const png = async (name, colour) => ({
  name,
  data: await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer(),
})

/** What a consumer and staff left that matters: a device with its receipt, an A/S request with a photo, a content image. */
async function addData(admin) {
  const [customer] = (await admin.get(`/api/customers?where[email][equals]=customer@storefront.test&depth=0`)).docs
  const [product] = (await admin.get('/api/products?depth=0&limit=1&sort=id')).docs
  const [shop] = (await admin.get('/api/shops?where[services][contains]=service&depth=0&limit=1&sort=name')).docs
  const receipt = (await admin.upload('attachments', await png('backup-receipt.png', '#c33'), { kind: 'receipt', customer: customer.id })).doc
  const photo = (await admin.upload('attachments', await png('backup-photo.png', '#3c3'), { kind: 'photo', customer: customer.id })).doc
  await admin.upload('media', await png('backup-content.png', '#33c'), { alt: '백업 시험 이미지' })
  const serialNumber = `BACKUP-${Date.now().toString(36).toUpperCase()}`
  await admin.post('/api/serials', { serialNumber, product: product.id, status: 'available' })
  const device = (
    await admin.post('/api/devices', {
      serialNumber,
      customer: customer.id,
      purchaseDate: new Date(Date.now() - 30 * 86_400_000).toISOString(),
      purchasePlace: '바포레 홍대 직영점',
      status: 'active',
      receipt: receipt.id,
    })
  ).doc
  await admin.post('/api/service-requests', {
    device: device.id,
    symptom: 'power',
    description: '백업 시험: 전원이 켜지지 않습니다.',
    method: 'visit',
    shop: shop.id,
    photos: [photo.id],
  })
}

/** What the servers serve: public pages (nonces blanked), the records staff read, and every stored file's type and bytes. */
async function snapshot({ web, cms }) {
  const pages = {}
  for (const path of PAGES) {
    const response = await fetch(`${web}${path}`)
    assert.equal(response.status, 200, path)
    // A response's own: its CSP nonce, and the time the router loaded each match (`u:` in the data it hydrates from).
    pages[path] = (await response.text())
      .replace(/nonce="[^"]*"/g, 'nonce=""')
      .replace(/(property="csp-nonce" content=")[^"]*/g, '$1')
      .replace(/\bu:\d{13}\b/g, 'u:0')
  }
  const admin = await asAdmin(cms)
  const records = {}
  for (const collection of ['devices', 'service-requests', 'attachments', 'media', 'customers']) {
    records[collection] = (await admin.get(`/api/${collection}?depth=0&limit=1000&sort=id&reason=${encodeURIComponent('백업 복원 검증')}`)).docs
  }
  const files = {}
  for (const doc of [...records.attachments, ...records.media]) {
    for (const url of [doc.url, ...Object.values(doc.sizes ?? {}).map((size) => size.url)].filter(Boolean)) {
      files[url] = await admin.file(new URL(url, cms).pathname)
    }
  }
  return { pages, records, files }
}

/** Where two pages part, with a little of each around it; null when they are the same. */
function difference(actual, expected) {
  if (actual === expected) return null
  let at = 0
  while (actual[at] === expected[at]) at++
  return { at, actual: actual.slice(at - 80, at + 120), expected: expected.slice(at - 80, at + 120) }
}

async function stopServers({ processes }) {
  for (const child of Object.values(processes)) await stopService(child)
}

/** Each step's seconds, for the test's diagnostics: where the file's minutes go. */
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`

before(() => rmSync(profile.dataDir, { recursive: true, force: true }))
after(async () => {
  await stopAll()
  rmSync(profile.dataDir, { recursive: true, force: true })
})

// The run command (`npm run dev`, here with --setup-only: everything a start does before the
// servers) started twice keeps one demo customer who can sign in: the emulator keeps its users in
// the data folder. (When they are lost all the same, the seed re-links the CMS record: see
// cms/src/seed/seed.int.test.ts.) The slot these two starts set up is the one the disk backup backs up.
const DEMO_EMAIL = 'customer@storefront.test'

/** `npm run dev -- --setup-only` on this test's slot, as a developer would start it; its seconds are kept for the backup's diagnostics. */
async function setUp(storage) {
  const since = Date.now()
  await script('dev.mjs', ['--setup-only', ...storage.setupArgs])
  storage.setupTook = seconds(since)
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

let firstUid
test('a first start of the run command seeds one demo customer, the same person the emulator signs in', async () => {
  await setUp(STORAGES.disk)
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
  await setUp(STORAGES.disk)
  assert.deepEqual(
    savedEmulatorUsers().map((user) => user.localId),
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

for (const [name, storage] of Object.entries(STORAGES)) {
  test(`a backup with the uploads ${storage.title} serves the same pages, records and files`, async (t) => {
    const missing = await buildsMissing()
    if (missing) return t.skip(missing)
    let since = Date.now()
    const step = (label) => {
      t.diagnostic(`${label}: ${seconds(since)}`)
      since = Date.now()
    }
    // Every setup before this process starts the slot's services (each run starts its own): the
    // disk's is the run command's two starts above, the bucket's is made here.
    for (const each of Object.values(STORAGES)) if (!each.setupTook) await setUp(each)
    t.diagnostic(`setup (npm run dev -- --setup-only ${storage.setupArgs.join(' ')}): ${storage.setupTook}`)
    const { env: services, postgres } = await backingServices()
    const env = { ...services, DATABASE_URL: postgres.urlFor(storage.database), ...(await storage.settings()) }
    let servers = await startServers(profile, env, { production: true })
    await addData(await asAdmin(servers.cms))
    const before = await snapshot(servers)
    assert.ok(Object.keys(before.files).length >= 3, 'the receipt, the photo and the content image are served')
    const stored = await storage.stored(env)
    for (const key of filesNamed(before.records)) assert.ok(key in stored, `${key} is stored on ${name}`)
    step('services, servers and data')

    // Taken while the servers run, as a deployment's would be.
    const backupDir = join(profile.dataDir, `backup-${name}`)
    const backedUp = await script('backup.mjs', ['--out', backupDir], storage.backupEnv(env))
    t.diagnostic(backedUp.split('\n').find((line) => line.startsWith('backup written')) ?? backedUp)
    const manifest = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8'))
    assert.equal(manifest.database, storage.database)
    if (manifest.format === 'copy') {
      assert.ok(manifest.copy.tables.some((table) => table.name === 'payload_migrations' && table.rows > 0))
      assert.ok(manifest.copy.tables.find((table) => table.name === 'devices').rows >= 1, 'the device is in the dump')
    }
    assert.equal(manifest.uploads.from, env.S3_BUCKET ? `s3://${env.S3_BUCKET}` : env.UPLOADS_DIR)
    assert.equal(manifest.uploads.count, Object.keys(stored).length, 'every stored file is in the backup')
    assert.ok(manifest.uploads.bytes > 0)
    await stopServers(servers)
    step('backup')

    // A database and uploads nothing has used: the restore creates the database (and the bucket).
    const target = { ...storage.backupEnv(env), DATABASE_URL: postgres.urlFor(`${storage.database}_restored`), ...storage.fresh() }
    const restoredTo = await script('restore.mjs', [backupDir], target)
    t.diagnostic(restoredTo.split('\n').find((line) => line.startsWith('restored')) ?? restoredTo)
    if (target.S3_BUCKET) assert.ok(restoredTo.includes(`s3://${target.S3_BUCKET} (created)`), 'the restore made the bucket')
    await assert.rejects(script('restore.mjs', [backupDir], target), /is not empty/, 'a second restore without --force is refused')
    if (storage.forceAgain) await script('restore.mjs', [backupDir, '--force'], target)
    assert.deepEqual(await storage.stored({ ...env, ...target }), await storage.stored(env), 'every file is back, byte for byte')
    step('restores')

    servers = await startServers(profile, { ...env, ...target }, { production: true })
    const restored = await snapshot(servers)
    for (const path of PAGES) assert.equal(difference(restored.pages[path], before.pages[path]), null, `${path} serves the same HTML`)
    assert.deepEqual(restored.records, before.records)
    assert.deepEqual(restored.files, before.files)
    // The sequences came back too: a new record takes a fresh id rather than colliding with a restored one.
    const admin = await asAdmin(servers.cms)
    const [product] = (await admin.get('/api/products?depth=0&limit=1&sort=id')).docs
    await admin.post('/api/serials', { serialNumber: `AFTER-${Date.now().toString(36).toUpperCase()}`, product: product.id, status: 'available' })
    await stopServers(servers)
    step('servers on the restored data')
  })
}

test('a copy-format backup is restored only by code with the very migrations it was taken at', () => {
  const committed = committedMigrations()
  assert.ok(committed.length > 1 && committed[0].endsWith('_initial'))
  assert.equal(migrationMismatch(committed, committed), null)
  assert.match(migrationMismatch(committed.slice(0, -1), committed), /taken before migration .* with the code of the backup's commit/)
  assert.match(migrationMismatch([...committed, '20991231_000000_later'], committed), /20991231_000000_later, which this checkout does not have/)
})
