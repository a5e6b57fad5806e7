import { setTimeout as sleep } from 'node:timers/promises'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

// Payload marks a job `processing` when a worker takes it and clears the mark when the run ends.
// A CMS killed in between (a deploy, a crash) leaves the mark for good: Payload 3.90 never takes
// that job again, and with concurrency control no later job of the same key runs either (a
// record's next status mails would wait for ever). A job marked for longer than any run can take
// has nobody running it, and goes back to the queue; its mail may then go out twice, never not at
// all (docs/decisions/0031).

/** How long a task that has done its work waits for the database to record it (waitUntilDatabaseAnswers). */
const RECORD_WAIT_MS = 60_000
/**
 * Longer than a status mail can take: the SMTP timeouts (payload.config) end a send within about
 * a minute, and the wait for the database to record it is RECORD_WAIT_MS more.
 */
export const STALE_AFTER_MS = 3 * 60_000
/** How often each CMS process looks. */
export const SWEEP_EVERY_MS = 30_000

/** Gives jobs marked processing for longer than STALE_AFTER_MS back to the queue; their ids. */
export async function freeStaleJobs(payload: Payload, now = Date.now()): Promise<Array<number | string>> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ processing: { equals: true } }, { updatedAt: { less_than: new Date(now - STALE_AFTER_MS).toISOString() } }] },
    data: { processing: false },
    depth: 0,
    overrideAccess: true,
  })
  const ids = docs.map((job) => job.id)
  if (ids.length > 0) payload.logger.warn({ msg: 'jobs left processing by a stopped CMS given back to the queue', jobs: ids })
  return ids
}

/** Every SWEEP_EVERY_MS for as long as the process runs (never keeping it alive: CLI runs end). */
export function sweepStaleJobs(payload: Payload): void {
  setInterval(() => {
    freeStaleJobs(payload).catch((error: unknown) => payload.logger.error({ err: error, msg: 'freeing stale jobs failed' }))
  }, SWEEP_EVERY_MS).unref()
}

/**
 * Waits, up to RECORD_WAIT_MS, until the database answers. A task calls it once its work is done
 * and cannot be undone (a mail sent): Payload records the job done right after the task returns,
 * and that write, made while PostgreSQL is down, fails and leaves the job marked processing, to be
 * given back to the queue and done a second time. Waiting out a short outage records it once.
 */
export async function waitUntilDatabaseAnswers(payload: Payload): Promise<void> {
  const { pool } = payload.db as unknown as PostgresAdapter
  const until = Date.now() + RECORD_WAIT_MS
  for (;;) {
    try {
      await pool.query('SELECT 1')
      return
    } catch (error) {
      if (Date.now() >= until) return void payload.logger.warn({ err: error, msg: 'the database did not come back to record a finished job' })
      await sleep(1_000)
    }
  }
}
