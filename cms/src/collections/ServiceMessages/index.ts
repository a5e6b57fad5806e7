import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { isCustomerUser, isStaffUser } from '@/access/roles'
import { staffOrOwner } from '@/access/staffOrOwner'
import { idempotentCreate } from '@/endpoints/idempotentCreate'
import { customerField } from '@/fields/customer'
import { idempotencyKeyField } from '@/fields/idempotencyKey'
import { applyIdempotencyKey } from '@/hooks/applyIdempotencyKey'
import { ownAttachmentsOnly } from '@/hooks/ownAttachmentsOnly'
import { MESSAGE_MAX, MESSAGE_PHOTOS_MAX, messageAuthors } from '@storefront/rules/service-message'
import { joinRequest } from './hooks/joinRequest'
import { queueMessageMail } from './mail/queueMessageMail'

/**
 * The conversation on an A/S request: the customer's messages and photos while it is open, and
 * staff's public replies (their private notes stay on the request). Each message mails the other
 * side (mail/messageMailTask). A message is never edited: what was said stays said.
 */
export const ServiceMessages: CollectionConfig<'service-messages'> = {
  slug: 'service-messages',
  labels: { singular: 'A/S 메시지', plural: 'A/S 메시지' },
  admin: {
    group: '고객 서비스',
    useAsTitle: 'body',
    defaultColumns: ['request', 'author', 'body', 'createdAt'],
    description: '고객이 A/S 신청에 남긴 메시지와 직원의 답변입니다. 답변은 A/S 신청 화면의 고객 메시지에서 작성하세요.',
  },
  access: {
    read: staffOrOwner,
    create: ({ req: { user } }) => isCustomerUser(user) || isStaffUser(user),
    update: isAdmin,
    delete: isAdmin,
  },
  endpoints: [idempotentCreate],
  defaultSort: 'createdAt',
  hooks: {
    beforeChange: [joinRequest, ownAttachmentsOnly(['photos']), applyIdempotencyKey],
    afterChange: [queueMessageMail],
  },
  fields: [
    {
      name: 'request',
      type: 'relationship',
      relationTo: 'service-requests',
      label: 'A/S 신청',
      required: true,
      index: true,
      access: { update: nobody },
    },
    customerField,
    {
      type: 'row',
      fields: [
        {
          name: 'author',
          type: 'select',
          label: '작성',
          options: messageAuthors.map(({ value, label }) => ({ value, label })),
          access: { create: nobody, update: nobody },
          admin: { readOnly: true },
        },
        {
          name: 'staffUser',
          type: 'relationship',
          relationTo: 'users',
          label: '답변 직원',
          access: { create: nobody, update: nobody },
          admin: { readOnly: true },
        },
      ],
    },
    { name: 'body', type: 'textarea', label: '내용', required: true, maxLength: MESSAGE_MAX },
    // The customer's photos (private attachments of theirs); staff answer in words.
    {
      name: 'photos',
      type: 'upload',
      relationTo: 'attachments',
      hasMany: true,
      maxRows: MESSAGE_PHOTOS_MAX,
      label: '사진',
      access: { create: ({ req: { user } }) => isCustomerUser(user), update: nobody },
    },
    idempotencyKeyField,
  ],
}
