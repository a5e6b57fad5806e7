// `npm run restore -- <backup folder> [--force] [--object-storage]`: a backup of `npm run backup`
// put back into the configured database (DATABASE_URL, else the dev profile's embedded one) and
// uploads (the local folder, or S3_BUCKET, created when the store has no bucket of that name);
// `--object-storage`: into what `npm start -- --object-storage` or `--replicas N` runs on. Refuses a database
// that holds any table unless --force. A pg_dump backup goes back through pg_restore (--clean:
// what the backup holds is replaced, anything else stays); a copy-format one into a schema the
// CMS's committed migrations make, which must be the very migrations the backup was taken at
// (--force first empties the `public` schema) (docs/decisions/0045).
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import {
  COPY_FOLDER,
  DUMP_FILE,
  FORMATS,
  MANIFEST_FILE,
  UPLOADS_FOLDER,
  copyRestore,
  databaseName,
  databaseTarget,
  emptySchema,
  ensureDatabaseExists,
  migrationMismatch,
  runPgTool,
  s3Bucket,
  sourceProfile,
  tableCount,
  uploadsDir,
} from './lib/backups.mjs'
import { stopAll, stopOnSignals } from './lib/processes.mjs'
import { migrate } from './lib/stack.mjs'

const args = process.argv.slice(2)
const force = args.includes('--force')
const folder = args.find((arg) => !arg.startsWith('--'))
stopOnSignals()

try {
  if (!folder) throw new Error('usage: npm run restore -- <backup folder> [--force] [--object-storage]')
  const backup = resolve(folder)
  if (!existsSync(join(backup, MANIFEST_FILE))) throw new Error(`${backup} is not a backup: ${MANIFEST_FILE} is missing`)
  const manifest = JSON.parse(readFileSync(join(backup, MANIFEST_FILE), 'utf8'))
  // Backups made before the copy format have no `format`: they are pg_dump's.
  const format = manifest.format ?? FORMATS.pgDump
  if (format === FORMATS.pgDump && !existsSync(join(backup, DUMP_FILE))) throw new Error(`${backup} is not a backup: ${DUMP_FILE} is missing`)
  if (format === FORMATS.copy) {
    if (!existsSync(join(backup, COPY_FOLDER))) throw new Error(`${backup} is not a backup: ${COPY_FOLDER}/ is missing`)
    const mismatch = migrationMismatch(manifest.copy.migrations)
    if (mismatch) throw new Error(`this checkout cannot restore ${backup}: ${mismatch}`)
  }
  if (![FORMATS.pgDump, FORMATS.copy].includes(format)) throw new Error(`${backup} has a database of an unknown format (${format})`)

  const database = await databaseTarget(await sourceProfile(args))
  try {
    await ensureDatabaseExists(database.url)
    const tables = await tableCount(database.url)
    if (tables > 0 && !force) {
      throw new Error(
        `database ${databaseName(database.url)} is not empty (${tables} tables): restore into an empty database, or add --force to replace its contents`,
      )
    }
    if (format === FORMATS.pgDump) {
      await runPgTool('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${database.url}`,
        join(backup, DUMP_FILE),
      ])
    } else {
      if (tables > 0) await emptySchema(database.url)
      const env = migrateEnv(database.url)
      await migrate(env)
      await copyRestore(database.url, join(backup, COPY_FOLDER), manifest.copy)
      // The restored payload_migrations must still say every committed migration ran.
      await migrate(env)
    }
  } finally {
    await database.stop()
  }
  const to = await putUploadsBack(join(backup, UPLOADS_FOLDER), manifest.uploads?.contentTypes)
  console.log(`restored ${backup} (made ${manifest.createdAt} at ${manifest.gitCommit?.slice(0, 12)}) into database ${databaseName(database.url)} and ${to}`)
  await stopAll()
} catch (error) {
  console.error(`\nrestore refused or failed: ${error.message}`)
  await stopAll()
  process.exit(1)
}

/**
 * What `payload migrate` needs besides the target: the deployment's own settings as given, and on
 * a database of this machine the local defaults `npm run dev` runs with (LOCAL_RUN=1).
 */
function migrateEnv(url) {
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)
  return { DATABASE_URL: url, ...(local && !process.env.LOCAL_RUN && !process.env.PAYLOAD_SECRET && { LOCAL_RUN: '1' }) }
}

async function putUploadsBack(dir, contentTypes) {
  const bucket = s3Bucket()
  if (bucket) {
    const created = await bucket.ensureExists()
    await bucket.upload(dir, contentTypes)
    return `s3://${bucket.name}${created ? ' (created)' : ''}`
  }
  const target = uploadsDir()
  mkdirSync(target, { recursive: true })
  if (existsSync(dir)) cpSync(dir, target, { recursive: true })
  return target
}
