// Fails when the committed files derived from the Payload config no longer match it: the
// migrations (someone changed a collection without `pnpm migrate:create <name>`), the generated
// types the storefront imports, and the admin import map. Leaves the working tree as it found it.
// None of these commands connects to the database: migrate:create diffs the config against the
// last migration's JSON snapshot.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { bundle, cms } from './bundle.mjs'

const migrations = join(cms, 'src/migrations')
const TIMEOUT_MS = 120_000
// The config bundled once for the three commands, which Payload then loads without tsx.
const config = await bundle('src/payload.config.ts', 'payload-config')
process.on('exit', config.remove)

function payload(...args) {
  const result = spawnSync(process.execPath, [join(cms, 'node_modules/payload/bin.js'), '--disable-transpile', ...args], {
    cwd: cms,
    // The config validates its environment; placeholders do, since no database is contacted.
    env: { DATABASE_URL: 'postgres://drift-check@127.0.0.1:1/unused', LOCAL_RUN: '1', ...process.env, PAYLOAD_CONFIG_PATH: config.file },
    // No terminal: a question (e.g. "renamed or new column?") must not wait forever.
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: TIMEOUT_MS,
  })
  if (result.error || result.status !== 0) {
    const why = result.error?.code === 'ETIMEDOUT' ? `timed out after ${TIMEOUT_MS / 1000}s (waiting for an answer?)` : `exit ${result.status ?? result.signal}`
    return `payload ${args[0]} failed: ${why}`
  }
  return null
}

/** Runs `args`, restores `files` and removes new files in `folder`; returns what drifted. */
function check(args, { files, folder }) {
  const saved = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]))
  const before = new Set(readdirSync(folder))
  const failure = payload(...args)
  const created = readdirSync(folder).filter((name) => !before.has(name))
  for (const name of created) rmSync(join(folder, name))
  const changed = files.filter((file) => readFileSync(file, 'utf8') !== saved.get(file))
  for (const file of changed) writeFileSync(file, saved.get(file))
  if (failure) return failure
  const drifted = [...created, ...changed.map((file) => file.slice(cms.length + 1))]
  return drifted.length ? `would change ${drifted.join(', ')}` : null
}

const problems = []
const migrationDrift = check(['migrate:create', 'drift', '--skip-empty'], { files: [join(migrations, 'index.ts')], folder: migrations })
if (migrationDrift) problems.push(`migrations: ${migrationDrift} → pnpm --filter @storefront/cms migrate:create <name>`)

const types = join(cms, 'src/payload-types.ts')
const typesDrift = check(['generate:types'], { files: [types], folder: dirname(types) })
if (typesDrift) problems.push(`types: ${typesDrift} → pnpm --filter @storefront/cms generate:types`)

const importMap = join(cms, 'src/app/(payload)/admin/importMap.js')
const importMapDrift = check(['generate:importmap'], { files: [importMap], folder: dirname(importMap) })
if (importMapDrift) problems.push(`import map: ${importMapDrift} → pnpm --filter @storefront/cms generate:importmap`)

if (problems.length) {
  console.error(`drift-check: files derived from the Payload config are out of date (restored as they were):\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log('drift-check: migrations, types and import map match the config.')
