import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { optionsOf, recipientStates } from '@/collections/Announcements/labels'

/**
 * One row per customer an announcement was meant for, and one per consent-lapse reminder (its
 * `key`, unique): written when the announcement is targeted and before each message is handed to
 * the provider, so a retried or doubled job never sends twice (docs/decisions/0064). Written by
 * the send job and its delivery reports (reportTask) only; staff read them.
 */
export const AnnouncementRecipients: CollectionConfig<'announcement-recipients'> = {
  slug: 'announcement-recipients',
  labels: { singular: '광고 수신자', plural: '광고 수신자' },
  admin: { group: '고객 서비스', defaultColumns: ['announcement', 'customer', 'state', 'messageType', 'reason', 'reportedAt'] },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    // `announcements:<announcement>:<customer>`, or `reconfirm:<customer>:<consent time>` for the reminder.
    { name: 'key', type: 'text', label: '발송 키', required: true, unique: true, admin: { readOnly: true } },
    { name: 'announcement', type: 'relationship', relationTo: 'announcements', label: '광고', index: true, admin: { readOnly: true } },
    { name: 'customer', type: 'relationship', relationTo: 'customers', label: '고객', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'state',
      type: 'select',
      label: '상태',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: optionsOf(recipientStates),
      admin: { readOnly: true },
    },
    // The number as staff may see it (010-****-5678).
    { name: 'recipient', type: 'text', label: '받는 곳', admin: { readOnly: true } },
    { name: 'messageId', type: 'text', label: '발송 업체 메시지 ID', admin: { readOnly: true } },
    { name: 'messageType', type: 'text', label: '메시지 종류', admin: { readOnly: true } },
    { name: 'reason', type: 'text', label: '사유', admin: { readOnly: true } },
    { name: 'attemptedAt', type: 'date', label: '처음 보낸 때', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'reportedAt', type: 'date', label: '결과 확인', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
