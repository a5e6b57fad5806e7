// Which CMS process answered, and whether it is leaving. Read by the health endpoints (inside Next's
// bundle) and set by server.mjs (outside it), so the flag lives on globalThis, which both share.
import { hostname } from 'node:os'

/** INSTANCE_ID when the deployment names its replicas, otherwise the host and process id. */
export const INSTANCE_ID = process.env.INSTANCE_ID || `${hostname()}-${process.pid}`

const DRAINING = Symbol.for('storefront.cms.draining')
type WithFlag = typeof globalThis & { [DRAINING]?: boolean }

/** From SIGTERM on, readiness answers 503 so the load balancer sends nothing new. */
export function startDraining(): void {
  ;(globalThis as WithFlag)[DRAINING] = true
}

export const isDraining = (): boolean => (globalThis as WithFlag)[DRAINING] === true
