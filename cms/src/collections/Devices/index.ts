import type { CollectionConfig } from 'payload'
import { technicalField } from '@/fields/technical'
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
import { requireVerifiedAdult } from '@/collections/Customers/identity/verifiedAdult'
import { deviceStatuses, purchaseChannels } from '@storefront/rules/device-registration'
import { seoulDay } from '@storefront/rules/seoul-date'
import { changeStatus, completeTransfer } from './hooks/changeStatus'
import { checkPurchase } from './hooks/checkPurchase'
import { deriveWarranty } from './hooks/deriveWarranty'
import { keepOneActivePerSerial } from './hooks/keepOneActivePerSerial'
import { registerSerial } from './hooks/registerSerial'
import { assignWarrantyCode } from './warranty/assignWarrantyCode'
import { verifyEndpoint } from './warranty/verifyEndpoint'
import { acceptTransferEndpoint, transferOfferEndpoint, withdrawTransferOfferEndpoint } from './transfer/transferEndpoints'
import { releaseSerialOnDelete, syncSerialStatus } from './hooks/syncSerialStatus'
import { refuseDeleteInUse } from '@/hooks/refuseDeleteInUse'
import { exactEmailSearch, SEARCH_KEYS, searchKeysField } from '@/fields/searchKeys'
import { notifyNewOwner } from '@/collections/ServicePrograms/hooks/notifyNewOwner'

const derived = { create: nobody, update: nobody }
// What the consumer told about the purchase is theirs to correct (their own records only, by the
// collection's rule), not staff's, who only revoke or transfer.
const ownerOrAdmin = isAdminOrCustomer
// Staff's own: the status, why it changed and to whom a transfer went.
const staffOnly = { read: isStaff, create: isStaff, update: isStaff }
const day = { date: { pickerAppearance: 'dayOnly' as const } }

/** Registered genuine units (정품 등록): one active registration per serial. */
export const Devices: CollectionConfig<'devices'> = {
  slug: 'devices',
  labels: { singular: '등록 기기', plural: '등록 기기' },
  admin: {
    group: '고객 서비스',
    useAsTitle: 'serialNumber',
    defaultColumns: ['serialNumber', 'product', 'customer', 'purchaseDate', 'purchaseShop', 'warrantyEnd', 'status', 'registeredAt'],
    listSearchableFields: SEARCH_KEYS,
    description: '필터에서 제품, 등록일시, 구입 매장으로 좁혀 볼 수 있습니다. 등록 해지나 양도는 상태를 바꾸고 메모를 남기면 됩니다.',
  },
  // Staff may update to revoke or transfer; the field rules below keep them to that.
  access: { read: staffOrOwner, create: isAdminOrCustomer, update: staffOrOwner, delete: isAdmin },
  // The insights count registrations per week, of one shop's sales when asked (insights/sections).
  indexes: [{ fields: ['purchaseShop', 'registeredAt'] }],
  endpoints: [idempotentCreate, verifyEndpoint, transferOfferEndpoint, withdrawTransferOfferEndpoint, acceptTransferEndpoint],
  defaultSort: '-registeredAt',
  hooks: {
    beforeOperation: [exactEmailSearch('customer.email')],
    beforeDelete: [
      refuseDeleteInUse([
        { collection: 'service-requests', field: 'device', label: 'A/S 신청' },
        { collection: 'trade-ins', field: 'device', label: '보상 판매 신청' },
        { collection: 'service-program-notices', field: 'device', label: '무상 수리 프로그램 알림' },
      ]),
    ],
    beforeChange: [
      requireVerifiedAdult,
      setOwner,
      registerSerial,
      checkPurchase,
      ownAttachmentsOnly(['receipt']),
      deriveWarranty,
      changeStatus,
      keepOneActivePerSerial,
      assignWarrantyCode,
      applyIdempotencyKey,
    ],
    afterChange: [syncSerialStatus, completeTransfer, notifyNewOwner],
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
        {
          name: 'purchaseChannel',
          type: 'select',
          label: '구입 경로',
          options: purchaseChannels.map(({ value, label }) => ({ value, label })),
          access: { update: ownerOrAdmin },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'purchaseShop', type: 'relationship', relationTo: 'shops', label: '구입 매장', index: true, access: { update: ownerOrAdmin } },
        { name: 'purchasePlace', type: 'text', label: '구입처', maxLength: 100, access: { update: ownerOrAdmin } },
      ],
    },
    { name: 'receipt', type: 'upload', relationTo: 'attachments', label: '구매 영수증', access: { update: ownerOrAdmin } },
    {
      type: 'row',
      fields: [
        {
          name: 'registeredAt',
          type: 'date',
          label: '등록일시',
          index: true,
          access: derived,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'warrantyEnd', type: 'date', label: '보증 만료일', access: derived, admin: { readOnly: true, ...day } },
      ],
    },
    {
      // The owner's offer to hand the device on (transfer/): the code's hash only, and when it stops working.
      name: 'transferOffer',
      type: 'group',
      label: '양도 코드',
      access: derived,
      admin: { readOnly: true, description: '고객이 만든 양도 코드가 유효한 기한입니다. 받는 분이 코드를 입력하면 그분에게 새로 등록됩니다.' },
      fields: [
        { name: 'codeHash', type: 'text', index: true, access: { read: nobody }, admin: { hidden: true } },
        { name: 'expiresAt', type: 'date', label: '유효 기한', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      name: 'warrantyCode',
      type: 'text',
      label: '보증서 확인 코드',
      unique: true,
      access: derived,
      admin: { readOnly: true, description: '보증서에 인쇄되는 코드입니다. 누구나 /device/verify 에서 이 코드로 보증 여부를 확인합니다.' },
    },
    {
      name: 'status',
      type: 'select',
      label: '상태',
      required: true,
      defaultValue: 'active',
      index: true,
      access: { create: nobody, update: isStaff },
      options: deviceStatuses.map(({ value, label }) => ({ value, label })),
      admin: { position: 'sidebar', description: '해지하면 일련번호가 풀리고, 양도하면 받는 고객에게 새로 등록됩니다.' },
    },
    {
      name: 'transferTo',
      type: 'relationship',
      relationTo: 'customers',
      label: '양도받는 고객',
      access: staffOnly,
      admin: { position: 'sidebar', condition: (_, sibling) => sibling?.status === 'transferred' },
    },
    { name: 'statusNote', type: 'textarea', label: '상태 메모', maxLength: 500, access: staffOnly, admin: { position: 'sidebar' } },
    {
      name: 'statusChangedAt',
      type: 'date',
      label: '상태 변경일시',
      access: { read: isStaff, ...derived },
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'statusChangedBy',
      type: 'relationship',
      relationTo: 'users',
      label: '상태 변경',
      access: { read: isStaff, ...derived },
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'activeSerial', type: 'text', label: '사용 중인 일련번호', unique: true, access: { read: isStaff, ...derived }, admin: technicalField },
    idempotencyKeyField,
    searchKeysField('일련번호·구입처·고객 이름·이메일·휴대전화'),
  ],
}
