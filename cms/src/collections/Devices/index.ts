import type { CollectionConfig } from 'payload'
import { adminOrOwner } from '@/access/adminOrOwner'
import { isAdmin } from '@/access/isAdmin'
import { isAdminOrCustomer } from '@/access/isAdminOrCustomer'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { staffOrOwner } from '@/access/staffOrOwner'
import { idempotentCreate } from '@/endpoints/idempotentCreate'
import { customerField } from '@/fields/customer'
import { idempotencyKeyField } from '@/fields/idempotencyKey'
import { applyIdempotencyKey } from '@/hooks/applyIdempotencyKey'
import { ownAttachmentsOnly } from '@/hooks/ownAttachmentsOnly'
import { setOwner } from '@/hooks/setOwner'
import { seoulDay } from '@/shared/seoul-date'
import { deriveWarranty } from './hooks/deriveWarranty'
import { keepOneActivePerSerial } from './hooks/keepOneActivePerSerial'
import { registerSerial } from './hooks/registerSerial'
import { releaseSerialOnDelete, syncSerialStatus } from './hooks/syncSerialStatus'

const derived = { create: nobody, update: nobody }
const day = { date: { pickerAppearance: 'dayOnly' as const, displayFormat: 'yyyy-MM-dd' } }

/** Registered genuine units (정품 등록): one active registration per serial. */
export const Devices: CollectionConfig<'devices'> = {
  slug: 'devices',
  labels: { singular: '등록 기기', plural: '등록 기기' },
  admin: {
    group: '고객 서비스',
    useAsTitle: 'serialNumber',
    defaultColumns: ['serialNumber', 'product', 'customer', 'warrantyEnd', 'status', 'registeredAt'],
    listSearchableFields: ['serialNumber', 'purchasePlace'],
  },
  access: { read: staffOrOwner, create: isAdminOrCustomer, update: adminOrOwner, delete: isAdmin },
  endpoints: [idempotentCreate],
  defaultSort: '-registeredAt',
  hooks: {
    beforeChange: [setOwner, registerSerial, ownAttachmentsOnly(['receipt']), deriveWarranty, keepOneActivePerSerial, applyIdempotencyKey],
    afterChange: [syncSerialStatus],
    afterDelete: [releaseSerialOnDelete],
  },
  fields: [
    { name: 'serialNumber', type: 'text', label: '일련번호', required: true, index: true, access: { update: nobody } },
    // What a consumer types from under the label; checked on registration, never stored. Staff
    // registering at a shop have the unit in hand and do not need it.
    { name: 'authCode', type: 'text', label: '인증 코드', virtual: true, access: { read: nobody, update: nobody }, admin: { hidden: true } },
    { name: 'serial', type: 'relationship', relationTo: 'serials', label: '정품 일련번호', access: derived, admin: { readOnly: true } },
    { name: 'product', type: 'relationship', relationTo: 'products', label: '제품', access: derived, admin: { readOnly: true } },
    customerField,
    {
      type: 'row',
      fields: [
        {
          name: 'purchaseDate',
          type: 'date',
          label: '구입일',
          required: true,
          access: { update: isAdmin },
          admin: day,
          validate: (value: Date | string | null | undefined) =>
            !value || seoulDay(new Date(value)) <= seoulDay(new Date()) || '구입일은 오늘 이후일 수 없습니다.',
        },
        { name: 'purchasePlace', type: 'text', label: '구입처', maxLength: 100 },
      ],
    },
    { name: 'receipt', type: 'upload', relationTo: 'attachments', label: '구매 영수증' },
    {
      type: 'row',
      fields: [
        { name: 'registeredAt', type: 'date', label: '등록일시', access: derived, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'warrantyEnd', type: 'date', label: '보증 만료일', access: derived, admin: { readOnly: true, ...day } },
      ],
    },
    {
      name: 'status',
      type: 'select',
      label: '상태',
      required: true,
      defaultValue: 'active',
      index: true,
      access: { create: nobody, update: isAdmin },
      options: [
        { value: 'active', label: '사용 중' },
        { value: 'transferred', label: '양도됨' },
        { value: 'revoked', label: '등록 해지' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'activeSerial', type: 'text', unique: true, access: { read: isStaff, ...derived }, admin: { hidden: true } },
    idempotencyKeyField,
  ],
}
