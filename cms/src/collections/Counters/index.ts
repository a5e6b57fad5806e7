import type { CollectionConfig } from 'payload'
import { nobody } from '@/access/nobody'

/**
 * Internal counters (lib/counters): the per-day sequences of request numbers and the public
 * content version. Written with one atomic SQL statement; no API or admin access.
 */
export const Counters: CollectionConfig<'counters'> = {
  slug: 'counters',
  labels: { singular: '카운터', plural: '카운터' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'value', type: 'number', required: true, defaultValue: 0 },
  ],
}
