// `npm run backup [-- --out <dir>] [--object-storage]`: one folder holding the database, the uploads
// (the local folder, or every object of S3_BUCKET) and manifest.json; `--object-storage` backs up
// what `npm start -- --object-storage` or `--replicas N` runs on. The database is pg_dump's custom format
// when a pg_dump as new as the server is installed, else the copy format written here through the
// `pg` driver (every table's rows by COPY; the embedded server's version has no tools on most
// machines). Either is read in one transaction, and the uploads are copied after it: every file a
// row of the dump names is in the backup; a file uploaded meanwhile is a harmless extra
// (docs/decisions/0045).
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import {
  COPY_FOLDER,
  DUMP_FILE,
  FORMATS,
  MANIFEST_FILE,
  UPLOADS_FOLDER,
  copyDump,
  databaseName,
  databaseTarget,
  filesBelow,
  gitCommit,
  pgDumpFor,
  runPgTool,
  s3Bucket,
  serverMajor,
  sourceProfile,
  totalBytes,
  uploadsDir,
} from './lib/backups.mjs'
import { stopAll, stopOnSignals } from './lib/processes.mjs'
import { root } from './lib/stack.mjs'

const outAt = process.argv.indexOf('--out')
const out = resolve(outAt === -1 ? join(root, '.data/backups', new Date().toISOString().replace(/[:.]/g, '-')) : process.argv[outAt + 1])
stopOnSignals()

try {
  if (existsSync(out) && readdirSync(out).length) throw new Error(`${out} is not empty: give a new folder with --out`)
  mkdirSync(join(out, UPLOADS_FOLDER), { recursive: true })
  const database = await databaseTarget(await sourceProfile(process.argv))
  const startedAt = new Date().toISOString()
  let dumped
  try {
    const pgDump = pgDumpFor(await serverMajor(database.url))
    if (pgDump) {
      await runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(out, DUMP_FILE)}`, `--dbname=${database.url}`])
      dumped = { format: FORMATS.pgDump, pgDump: pgDump.version.text }
    } else {
      dumped = { format: FORMATS.copy, copy: await copyDump(database.url, join(out, COPY_FOLDER)) }
    }
  } finally {
    await database.stop()
  }
  const uploads = await copyUploads(join(out, UPLOADS_FOLDER))
  const manifest = {
    createdAt: startedAt,
    finishedAt: new Date().toISOString(),
    gitCommit: gitCommit(),
    database: databaseName(database.url),
    ...dumped,
    uploads,
  }
  writeFileSync(join(out, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
  const how = dumped.copy ? `copy format, ${dumped.copy.tables.length} tables, PostgreSQL ${dumped.copy.server}` : dumped.pgDump
  console.log(`backup written to ${out}: database ${manifest.database} (${how}), ${uploads.count} files (${uploads.bytes} bytes) from ${uploads.from}`)
  await stopAll()
} catch (error) {
  console.error(`\nbackup failed: ${error.message}`)
  await stopAll()
  process.exit(1)
}

/** The uploads into `dir`, laid out `<collection>/<filename>` whether they came from disk or the bucket. */
async function copyUploads(dir) {
  const bucket = s3Bucket()
  if (bucket) {
    const objects = await bucket.download(dir)
    const contentTypes = Object.fromEntries(objects.filter((o) => o.contentType).map((o) => [o.key, o.contentType]))
    return { from: `s3://${bucket.name}`, count: objects.length, bytes: totalBytes(dir, filesBelow(dir)), contentTypes }
  }
  const source = uploadsDir()
  if (existsSync(source)) cpSync(source, dir, { recursive: true })
  const files = filesBelow(dir)
  return { from: source, count: files.length, bytes: totalBytes(dir, files) }
}
