import { hostname } from 'node:os'

/**
 * Which process answered, for anyone looking at replicas behind a load balancer: INSTANCE_ID when
 * the deployment names its replicas, otherwise the host and process id.
 */
export const INSTANCE_ID = process.env.INSTANCE_ID || `${hostname()}-${process.pid}`

let draining = false

/**
 * Marks the process as leaving (SIGTERM): readiness answers 503 from now on, so the load balancer
 * stops sending new requests while the ones in flight finish.
 */
export function startDraining(): void {
  draining = true
}

export const isDraining = (): boolean => draining
