import type { Payload, PayloadRequest } from 'payload'
import { current, increment } from './counters'

const KEY = 'content-version'

/** Marks public content as changed (docs/contract.md, "Public content freshness"). */
export const bumpContentVersion = (payload: Payload, req?: Partial<PayloadRequest>) => increment(payload, KEY, req)

/**
 * The opaque version string. The timestamp keeps it unique even when a database is recreated and
 * its counter starts again at 1 while storefronts still hold content keyed by an older "1".
 */
export async function contentVersion(payload: Payload): Promise<string> {
  const counter = await current(payload, KEY)
  return counter ? `${counter.value}.${counter.updatedAt.getTime().toString(36)}` : '0'
}
