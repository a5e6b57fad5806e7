// Which CMS process answered, and whether it is leaving. Read by the health endpoints (inside Next's
// bundle) and set by server.mjs (outside it), so the flag lives on globalThis, which both share.
import { hostname } from 'node:os'

/** INSTANCE_ID when the deployment names its replicas, otherwise the host and process id. */
export const INSTANCE_ID = process.env.INSTANCE_ID || `${hostname()}-${process.pid}`

const DRAINING = Symbol.for('storefront.cms.draining')
const WARMING = Symbol.for('storefront.cms.warming')
type WithFlags = typeof globalThis & { [DRAINING]?: boolean; [WARMING]?: boolean }

/** From SIGTERM on, readiness answers 503 so the load balancer sends nothing new. */
export function startDraining(): void {
  ;(globalThis as WithFlags)[DRAINING] = true
}

export const isDraining = (): boolean => (globalThis as WithFlags)[DRAINING] === true

/**
 * While the production server renders its admin panel once for itself, readiness answers 503: that
 * first render holds the event loop for a second or more, and every API call in the meantime (the
 * storefront's, with their 3 s budget) would wait behind it.
 */
export function setWarming(warming: boolean): void {
  ;(globalThis as WithFlags)[WARMING] = warming
}

export const isWarming = (): boolean => (globalThis as WithFlags)[WARMING] === true

const LEAVING = Symbol.for('storefront.cms.leaving')
type WithTasks = typeof globalThis & { [LEAVING]?: Set<() => Promise<void>> }

/** Work to finish before the process leaves cleanly (what is still waiting to be written). */
export function onLeaving(task: () => Promise<void>): void {
  const tasks = ((globalThis as WithTasks)[LEAVING] ??= new Set())
  tasks.add(task)
}

/** Runs every onLeaving task, each one's failure logged and not stopping the others: server.mjs, after the last request. */
export async function finishLeaving(): Promise<void> {
  const tasks = [...((globalThis as WithTasks)[LEAVING] ?? [])]
  const results = await Promise.allSettled(tasks.map((task) => task()))
  for (const result of results) if (result.status === 'rejected') console.error('[cms] a task before leaving failed', result.reason)
}
