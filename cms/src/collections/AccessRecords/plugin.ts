import type { Config } from 'payload'
import { env } from '@/env'
import { Teams } from '../Teams'
import { AccessAlerts } from './Alerts'
import { AccessRecords } from './index'
import { requireReasonForBulkReads } from './reason'
import { RECORDED_COLLECTIONS, recordAccessHook, type RecordedCollection } from './recordAccess'

const recorded = (slug: string): slug is RecordedCollection => slug in RECORDED_COLLECTIONS

/** Payload's own per-page choices, less those that would make a bulk read: the panel's lists never ask for a reason. */
const PANEL_LIMITS = [5, 10, 25, 50, 100, 200].filter((limit) => limit < env.BULK_READ_ROWS)

/**
 * A plugin: the access records, their daily check's alerts and the teams whose flags a manager
 * sees, and on every collection of personal data (RECORDED_COLLECTIONS, so none can be left out)
 * the hook that records staff access (recordAccess) and the one that asks a bulk read for its
 * reason (reason.ts, docs/decisions/0077).
 */
export const accessRecords = (config: Config): Config => ({
  ...config,
  collections: [
    ...(config.collections ?? []).map((collection) =>
      recorded(collection.slug)
        ? {
            ...collection,
            admin: { ...collection.admin, pagination: { ...collection.admin?.pagination, limits: PANEL_LIMITS } },
            hooks: {
              ...collection.hooks,
              beforeOperation: [...(collection.hooks?.beforeOperation ?? []), requireReasonForBulkReads],
              afterOperation: [...(collection.hooks?.afterOperation ?? []), recordAccessHook(collection.slug)],
            },
          }
        : collection,
    ),
    Teams,
    AccessRecords,
    AccessAlerts,
  ],
})
