import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { isAdmin } from '@/access/isAdmin'
import { isAdminOrCustomer } from '@/access/isAdminOrCustomer'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { isCustomerUser } from '@/access/roles'
import { staffOrOwner } from '@/access/staffOrOwner'
import { idempotentCreate } from '@/endpoints/idempotentCreate'
import { customerField } from '@/fields/customer'
import { idempotencyKeyField } from '@/fields/idempotencyKey'
import { applyIdempotencyKey } from '@/hooks/applyIdempotencyKey'
import { setOwner } from '@/hooks/setOwner'
import { DATA_REQUEST_KINDS, DATA_REQUEST_STATUSES, dataRequestDue } from '@storefront/rules/data-request'

/**
 * The CMS's clock sets the deadline (the Act's ten days, rules/data-request), and the moment a
 * request is answered; a consumer only says what they want, never its state.
 */
const stampDeadline: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation === 'create') {
    data.dueAt = dataRequestDue(new Date()).toISOString()
    if (isCustomerUser(req.user)) data.status = 'received'
  }
  const closing = ['done', 'refused'].includes(data.status) && !['done', 'refused'].includes(originalDoc?.status)
  if (closing) data.closedAt = new Date().toISOString()
  return data
}

/**
 * A customer's request to correct, delete or stop processing their personal data (개인정보 보호법
 * 제35조–제37조), sent from my page: a task for staff with its deadline, answered in the admin.
 */
export const DataRequests: CollectionConfig<'data-requests'> = {
  slug: 'data-requests',
  labels: { singular: '개인정보 요청', plural: '개인정보 요청' },
  admin: {
    group: '개인정보',
    defaultColumns: ['id', 'kind', 'status', 'dueAt', 'customer', 'createdAt'],
    description: '고객이 마이페이지에서 보낸 정정·삭제·처리 정지 요청입니다. 처리 기한(접수 후 10일) 안에 처리하고 답변을 남기세요.',
  },
  defaultSort: 'dueAt',
  access: { read: staffOrOwner, create: isAdminOrCustomer, update: isStaff, delete: isAdmin },
  endpoints: [idempotentCreate],
  hooks: { beforeChange: [setOwner, stampDeadline, applyIdempotencyKey] },
  fields: [
    { ...customerField, access: { create: isAdmin, update: nobody } },
    {
      name: 'kind',
      type: 'select',
      label: '요청',
      required: true,
      access: { update: nobody },
      options: Object.entries(DATA_REQUEST_KINDS).map(([value, label]) => ({ value, label })),
    },
    { name: 'details', type: 'textarea', label: '요청 내용', required: true, maxLength: 2000, access: { update: nobody } },
    {
      name: 'status',
      type: 'select',
      label: '처리 상태',
      required: true,
      defaultValue: 'received',
      access: { create: isAdmin, update: isStaff },
      options: Object.entries(DATA_REQUEST_STATUSES).map(([value, label]) => ({ value, label })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'dueAt',
      type: 'date',
      label: '처리 기한',
      index: true,
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'closedAt',
      type: 'date',
      label: '처리 완료일',
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'answer',
      type: 'textarea',
      label: '고객에게 보내는 답변',
      maxLength: 2000,
      access: { create: isAdmin, update: isStaff },
      admin: { description: '처리 결과나 거절 사유를 적으면 고객이 마이페이지에서 봅니다.' },
    },
    idempotencyKeyField,
  ],
}
