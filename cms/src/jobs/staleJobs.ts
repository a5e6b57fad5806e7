import type { Payload } from 'payload'

// Payload marks a job `processing` when a worker takes it and clears the mark when the run ends.
// A CMS killed in between (a deploy, a crash) leaves the mark for good: Payload 3.90 never takes
// that job again, and with concurrency control no later job of the same key runs either (a
// record's next status mails would wait for ever). A job marked for longer than any run can take
// has nobody running it, and goes back to the queue; its mail may then go out twice, never not at
// all (docs/decisions/0031).

/** Longer than a status mail can take: the SMTP timeouts (payload.config) end a send well before. */
export const STALE_AFTER_MS = 2 * 60_000
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
