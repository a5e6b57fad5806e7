import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/isAdmin'
import { isAdminOrCustomer } from '@/access/isAdminOrCustomer'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { staffOrOwner } from '@/access/staffOrOwner'
import { idempotentCreate } from '@/endpoints/idempotentCreate'
import { customerField } from '@/fields/customer'
import { idempotencyKeyField } from '@/fields/idempotencyKey'
import { deviceField, methodField, numberField, photosField, shopField, staffNotesField } from '@/fields/request'
import { workflowFields } from '@/fields/workflow'
import { applyIdempotencyKey } from '@/hooks/applyIdempotencyKey'
import { checkShop } from '@/hooks/checkShop'
import { fileRequest } from '@/hooks/fileRequest'
import { ownAttachmentsOnly } from '@/hooks/ownAttachmentsOnly'
import { recordStatusChange } from '@/hooks/recordStatusChange'
import { serviceFlow } from '@/shared/service-request-flow'
import { fixWarrantyCover } from './hooks/fixWarrantyCover'

/** A/S requests: filed by consumers for their devices, moved along `serviceFlow` by staff. */
export const ServiceRequests: CollectionConfig<'service-requests'> = {
  slug: 'service-requests',
  labels: { singular: 'A/S 신청', plural: 'A/S 신청' },
  admin: {
    group: '고객 서비스',
    useAsTitle: 'number',
    defaultColumns: ['number', 'status', 'symptom', 'customer', 'method', 'shop', 'createdAt'],
    listSearchableFields: ['number', 'description'],
  },
  // Staff roles update only status, notes and cost (field access); consumers only cancel or change the shop.
  access: { read: staffOrOwner, create: isAdminOrCustomer, update: staffOrOwner, delete: isAdmin },
  endpoints: [idempotentCreate],
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [
      fileRequest({ collection: 'service-requests', flow: serviceFlow, prefix: 'AS' }),
      fixWarrantyCover,
      ownAttachmentsOnly(['photos']),
      checkShop('service'),
      recordStatusChange(serviceFlow),
      applyIdempotencyKey,
    ],
  },
  fields: [
    numberField('접수 번호'),
    deviceField,
    customerField,
    {
      type: 'row',
      fields: [
        {
          name: 'symptom',
          type: 'select',
          label: '증상',
          required: true,
          access: { update: isAdmin },
          options: [
            { value: 'power', label: '전원이 켜지지 않음' },
            { value: 'charging', label: '충전 불량' },
            { value: 'leak', label: '누액' },
            { value: 'taste', label: '맛·무화량 이상' },
            { value: 'button', label: '버튼 고장' },
            { value: 'damage', label: '외관 파손' },
            { value: 'other', label: '기타' },
          ],
        },
        {
          name: 'inWarranty',
          type: 'checkbox',
          label: '보증 기간 내',
          access: { create: nobody, update: nobody },
          admin: { readOnly: true, description: '신청한 날 기준으로 정해집니다.' },
        },
      ],
    },
    { name: 'description', type: 'textarea', label: '증상 설명', required: true, maxLength: 2000, access: { update: isAdmin } },
    photosField,
    methodField,
    shopField,
    { name: 'cost', type: 'number', label: '수리 비용(원)', min: 0, access: { create: nobody, update: isStaff } },
    ...workflowFields(serviceFlow),
    staffNotesField,
    idempotencyKeyField,
  ],
}
