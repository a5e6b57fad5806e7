import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'

/**
 * One row per (program, device) a service program told its owner about: written by the notify job
 * before the notice goes (ServicePrograms/notify.ts), unique on the pair, so a job run again, a
 * start pressed twice or a device registered again tells no one twice. A device handed on is a
 * new registration, so its new owner has a row of their own. The notice's own row (channel,
 * delivery) is in `notices`, keyed `service-programs:<program>:<device>`. Staff read them.
 */
export const ServiceProgramNotices: CollectionConfig<'service-program-notices'> = {
  slug: 'service-program-notices',
  labels: { singular: '무상 수리 프로그램 알림', plural: '무상 수리 프로그램 알림' },
  admin: { group: '고객 서비스', defaultColumns: ['program', 'device', 'customer', 'notifiedAt', 'openedAt'] },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['program', 'device'], unique: true }],
  // Not required: a program or a device an admin deletes takes its rows' link with it (set null).
  fields: [
    { name: 'program', type: 'relationship', relationTo: 'service-programs', label: '프로그램', index: true, admin: { readOnly: true } },
    { name: 'device', type: 'relationship', relationTo: 'devices', label: '기기', admin: { readOnly: true } },
    { name: 'customer', type: 'relationship', relationTo: 'customers', label: '고객', admin: { readOnly: true } },
    // The secret of the notice's link (/service/program/<token>): whoever follows it opened it.
    { name: 'token', type: 'text', required: true, unique: true, access: { read: nobody }, admin: { hidden: true } },
    { name: 'notifiedAt', type: 'date', label: '알린 때', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'openedAt', type: 'date', label: '링크를 연 때', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
