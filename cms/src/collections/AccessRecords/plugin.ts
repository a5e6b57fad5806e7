import type { Config } from 'payload'
import { AccessAlerts } from './Alerts'
import { AccessRecords } from './index'
import { RECORDED_COLLECTIONS, recordAccessHook, type RecordedCollection } from './recordAccess'

const recorded = (slug: string): slug is RecordedCollection => slug in RECORDED_COLLECTIONS

/**
 * A plugin: the access records and their daily check's alerts, and the hook that records staff
 * access on every collection of personal data (recordAccess), added here so no collection of
 * RECORDED_COLLECTIONS can be left out.
 */
export const accessRecords = (config: Config): Config => ({
  ...config,
  collections: [
    ...(config.collections ?? []).map((collection) =>
      recorded(collection.slug)
        ? { ...collection, hooks: { ...collection.hooks, afterOperation: [...(collection.hooks?.afterOperation ?? []), recordAccessHook(collection.slug)] } }
        : collection,
    ),
    AccessRecords,
    AccessAlerts,
  ],
})
