// `npm run backup` and `npm run restore` (docs/decisions/0045): a dev slot set up as a developer
// would (`npm run dev -- --setup-only`), a consumer's device with its receipt, an A/S request with a
// photo and a content image added through the CMS as staff, a backup, a restore into a fresh
// database and a fresh uploads folder, and the production servers on the restored data serving the
// same pages, records and file bytes. Run by scripts/test.mjs on a DEV_SLOT of its own, after the
// production builds (it starts the test profile's builds on this slot's ports).
//
// On the embedded default: with no pg_dump as new as the embedded server (its package ships none),
// the backup is the copy format and the restore migrates, then loads it; with one, pg_dump's.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { committedMigrations, filesBelow, migrationMismatch } from './lib/backups.mjs'
import { stopAll, stopService } from './lib/processes.mjs'
import { DEMO_PASSWORD, devProfile, root, startBackingServices, startServers, testProfile } from './lib/stack.mjs'

const slot = Number(process.env.DEV_SLOT ?? 7)
const builds = testProfile(Number(process.env.TEST_SLOT) || 0)
// This slot's ports and folders, the test profile's production builds.
const profile = { ...devProfile(slot), nextDistDir: builds.nextDistDir, webOutputDir: builds.webOutputDir }
const backupDir = join(profile.dataDir, 'backup')
const restoredUploads = join(profile.dataDir, 'uploads-restored')
const PAGES = ['/', '/shops', '/terms/service', '/korea']

const buildsMissing = [join(root, 'cms', profile.nextDistDir, 'BUILD_ID'), join(root, 'web', profile.webOutputDir, 'server/index.mjs')].find(
  (file) => !existsSync(file),
)
const skip = buildsMissing ? `no production build (${buildsMissing}): npm test makes them first` : false

/** A script of ours on this slot, as a developer runs it; resolves with its output, rejects on a non-zero exit. */
function script(file, args, env) {
  const childEnv = { ...process.env, DEV_SLOT: String(slot) }
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
  const login = await fetch(`${cms}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@storefront.test', password: DEMO_PASSWORD }),
  })
  assert.equal(login.status, 200, 'admin login')
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const call = async (path, init = {}) => {
    const response = await fetch(`${cms}${path}`, { ...init, headers: { ...headers, ...init.headers } })
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
    return response
  }
  return {
    get: async (path) => (await call(path)).json(),
    bytes: async (path) => Buffer.from(await (await call(path)).arrayBuffer()),
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

/** What the servers serve: public pages (nonces blanked), the records staff read, and every stored file's bytes. */
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
    records[collection] = (await admin.get(`/api/${collection}?depth=0&limit=1000&sort=id`)).docs
  }
  const files = {}
  for (const doc of [...records.attachments, ...records.media]) {
    for (const url of [doc.url, ...Object.values(doc.sizes ?? {}).map((size) => size.url)].filter(Boolean)) {
      files[url] = (await admin.bytes(new URL(url, cms).pathname)).toString('base64')
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

before(() => rmSync(profile.dataDir, { recursive: true, force: true }))
after(async () => {
  await stopAll()
  rmSync(profile.dataDir, { recursive: true, force: true })
})

test('a backup restored into a fresh database and uploads folder serves the same pages, records and files', { skip }, async (t) => {
  await script('dev.mjs', ['--setup-only'])

  // The slot's embedded database, as `npm run dev` runs it.
  delete process.env.DATABASE_URL
  const { env, postgres } = await startBackingServices(profile)
  let servers = await startServers(profile, env, { production: true })
  await addData(await asAdmin(servers.cms))
  const before = await snapshot(servers)
  assert.ok(Object.keys(before.files).length >= 3, 'the receipt, the photo and the content image are stored')

  // Taken while the servers run, as a deployment's would be.
  const backedUp = await script('backup.mjs', ['--out', backupDir])
  t.diagnostic(backedUp.split('\n').find((line) => line.startsWith('backup written')) ?? backedUp)
  const manifest = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8'))
  assert.equal(manifest.database, profile.database)
  if (manifest.format === 'copy') {
    assert.ok(manifest.copy.tables.some((table) => table.name === 'payload_migrations' && table.rows > 0))
    assert.ok(manifest.copy.tables.find((table) => table.name === 'devices').rows >= 1, 'the device is in the dump')
  }
  assert.ok(manifest.uploads.count >= 3 && manifest.uploads.bytes > 0)
  await stopServers(servers)

  const target = { DATABASE_URL: postgres.urlFor('storefront_restored'), UPLOADS_DIR: restoredUploads }
  await script('restore.mjs', [backupDir], target)
  await assert.rejects(script('restore.mjs', [backupDir], target), /is not empty/, 'a second restore without --force is refused')
  await script('restore.mjs', [backupDir, '--force'], target)
  assert.deepEqual(filesBelow(restoredUploads), filesBelow(env.UPLOADS_DIR))

  servers = await startServers(profile, { ...env, ...target }, { production: true })
  const restored = await snapshot(servers)
  for (const path of PAGES) assert.equal(difference(restored.pages[path], before.pages[path]), null, `${path} serves the same HTML`)
  assert.deepEqual(restored.records, before.records)
  assert.deepEqual(restored.files, before.files)
  // The sequences came back too: a new record takes a fresh id rather than colliding with a restored one.
  const [product] = (await (await asAdmin(servers.cms)).get('/api/products?depth=0&limit=1&sort=id')).docs
  await (
    await asAdmin(servers.cms)
  ).post('/api/serials', { serialNumber: `AFTER-${Date.now().toString(36).toUpperCase()}`, product: product.id, status: 'available' })
  await stopServers(servers)
})

test('a copy-format backup is restored only by code with the very migrations it was taken at', () => {
  const committed = committedMigrations()
  assert.ok(committed.length > 1 && committed[0].endsWith('_initial'))
  assert.equal(migrationMismatch(committed, committed), null)
  assert.match(migrationMismatch(committed.slice(0, -1), committed), /taken before migration .* with the code of the backup's commit/)
  assert.match(migrationMismatch([...committed, '20991231_000000_later'], committed), /20991231_000000_later, which this checkout does not have/)
})
