// `npm run restore -- <backup folder> [--force]`: a backup of `npm run backup` put back into the
// configured database (DATABASE_URL, else the dev profile's embedded one) and uploads (the local
// folder, or S3_BUCKET). Refuses a database that holds any table unless --force, which replaces
// what the backup holds (pg_restore --clean) and leaves anything else (docs/decisions/0045).
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { DUMP_FILE, MANIFEST_FILE, UPLOADS_FOLDER, databaseName, databaseTarget, runPgTool, s3Bucket, uploadsDir } from './lib/backups.mjs'
import { stopAll, stopOnSignals } from './lib/processes.mjs'

const args = process.argv.slice(2)
const force = args.includes('--force')
const folder = args.find((arg) => !arg.startsWith('--'))
stopOnSignals()

try {
  if (!folder) throw new Error('usage: npm run restore -- <backup folder> [--force]')
  const backup = resolve(folder)
  for (const file of [DUMP_FILE, MANIFEST_FILE]) {
    if (!existsSync(join(backup, file))) throw new Error(`${backup} is not a backup: ${file} is missing`)
  }
  const manifest = JSON.parse(readFileSync(join(backup, MANIFEST_FILE), 'utf8'))
  const database = await databaseTarget()
  try {
    await ensureDatabaseExists(database.url)
    const tables = await tableCount(database.url)
    if (tables > 0 && !force) {
      throw new Error(
        `database ${databaseName(database.url)} is not empty (${tables} tables): restore into an empty database, or add --force to replace its contents`,
      )
    }
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

/** Creates the target database when the server has none of its name (a fresh restore). */
async function ensureDatabaseExists(url) {
  const name = databaseName(url)
  const maintenance = new URL(url)
  maintenance.pathname = '/postgres'
  const found = await runPgTool('psql', [
    '--no-psqlrc',
    '--tuples-only',
    '--no-align',
    `--dbname=${maintenance}`,
    '--command',
    `SELECT 1 FROM pg_database WHERE datname = '${name.replaceAll("'", "''")}'`,
  ])
  if (found.trim() !== '1') await runPgTool('psql', ['--no-psqlrc', `--dbname=${maintenance}`, '--command', `CREATE DATABASE "${name.replaceAll('"', '""')}"`])
}

/** Tables outside PostgreSQL's own schemas: none in a database nobody has migrated yet. */
async function tableCount(url) {
  const sql = "SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')"
  return Number((await runPgTool('psql', ['--no-psqlrc', '--tuples-only', '--no-align', `--dbname=${url}`, '--command', sql])).trim())
}

async function putUploadsBack(dir, contentTypes) {
  const bucket = s3Bucket()
  if (bucket) {
    await bucket.upload(dir, contentTypes)
    return `s3://${bucket.name}`
  }
  const target = uploadsDir()
  mkdirSync(target, { recursive: true })
  if (existsSync(dir)) cpSync(dir, target, { recursive: true })
  return target
}
