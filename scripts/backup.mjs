// `npm run backup [-- --out <dir>]`: one folder holding the database (pg_dump's custom format),
// the uploads (the local folder, or every object of S3_BUCKET) and manifest.json. The uploads are
// copied after the dump, which pg_dump takes in one transaction: every file a row of the dump
// names is in the backup; a file uploaded meanwhile is a harmless extra (docs/decisions/0045).
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import {
  DUMP_FILE,
  MANIFEST_FILE,
  UPLOADS_FOLDER,
  databaseName,
  databaseTarget,
  filesBelow,
  gitCommit,
  pgTool,
  runPgTool,
  s3Bucket,
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
  const database = await databaseTarget()
  const startedAt = new Date().toISOString()
  try {
    await runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(out, DUMP_FILE)}`, `--dbname=${database.url}`])
  } finally {
    await database.stop()
  }
  const uploads = await copyUploads(join(out, UPLOADS_FOLDER))
  const manifest = {
    createdAt: startedAt,
    finishedAt: new Date().toISOString(),
    gitCommit: gitCommit(),
    database: databaseName(database.url),
    pgDump: pgTool('pg_dump').version.text,
    uploads,
  }
  writeFileSync(join(out, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
  console.log(`backup written to ${out}: database ${manifest.database}, ${uploads.count} files (${uploads.bytes} bytes) from ${uploads.from}`)
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
