import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/isAdmin'
import { isAdminOrCustomer } from '@/access/isAdminOrCustomer'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { staffOrOwner } from '@/access/staffOrOwner'
import { idempotentCreate } from '@/endpoints/idempotentCreate'
import { statusMailAddressing } from '@/requests/mail/statusMailAddressing'
import { idempotencyKeyField } from '@/fields/idempotencyKey'
import { shippingFields } from '@/requests/shipping/fields'
import {
  assigneeField,
  deviceField,
  requestCustomerField,
  methodField,
  numberField,
  photosField,
  photoViewerField,
  promisedOnField,
  requestDeskField,
  shopField,
  staffNotesField,
} from '@/requests/fields'
import { workflowFields } from '@/requests/workflow/fields'
import { applyIdempotencyKey } from '@/hooks/applyIdempotencyKey'
import { checkShipping } from '@/requests/shipping/checkShipping'
import { customerSendsWhile } from '@storefront/rules/shipping'
import { checkShop } from '@/requests/checkShop'
import { customerWritesPassLocks } from '@/requests/customerWritesPassLocks'
import { fileRequest, numberRequest } from '@/requests/fileRequest'
import { ownAttachmentsOnly } from '@/hooks/ownAttachmentsOnly'
import { queueStatusMail } from '@/requests/mail/queueStatusMail'
import { recordStatusChange } from '@/requests/workflow/recordStatusChange'
import { ADDRESS_DETAIL_MAX, POSTAL_CODE_LENGTH, ROAD_ADDRESS_MAX } from '@storefront/rules/postal-address'
import { DESCRIPTION_MAX, openTradeInRefusal, symptoms } from '@storefront/rules/service-request'
import { serviceFlow } from '@storefront/rules/service-request-flow'
import { tradeInFlow } from '@storefront/rules/trade-in-flow'
import { checkReturnAddress } from './hooks/checkReturnAddress'
import { fixWarrantyCover } from './hooks/fixWarrantyCover'
import { keepClosedAsTheyAre } from './hooks/keepClosedAsTheyAre'
import { refuseStaleStaffSave } from './hooks/refuseStaleStaffSave'
import { checkEstimate } from './estimate/checkEstimate'
import { answerEstimateByLinkEndpoint, answerEstimateEndpoint, estimateByLinkEndpoint } from './estimate/estimateEndpoints'
import { estimateField } from './estimate/fields'
import { checkVisit } from './visit/checkVisit'
import { visitAtField } from './visit/field'
import { deleteMessages } from './hooks/deleteMessages'
import { exactEmailSearch, SEARCH_KEYS, searchKeysField } from '@/fields/searchKeys'
import { checkProgramRequest } from '@/collections/ServicePrograms/hooks/checkProgramRequest'

/** A/S requests: filed by consumers for their devices, moved along `serviceFlow` by staff. */
export const ServiceRequests: CollectionConfig<'service-requests'> = {
  slug: 'service-requests',
  labels: { singular: 'A/S 신청', plural: 'A/S 신청' },
  admin: {
    group: '고객 서비스',
    useAsTitle: 'number',
    defaultColumns: ['number', 'status', 'symptom', 'program', 'customer', 'method', 'shop', 'createdAt'],
    listSearchableFields: SEARCH_KEYS,
    // The staff queue: counts per status, the longest-waiting open requests, filters (components/).
    components: { beforeListTable: ['@/collections/ServiceRequests/components/ServiceQueue#ServiceQueue'] },
  },
  // Staff roles update only status, notes, estimate and cost (field access); consumers only cancel,
  // change the shop or give their tracking number; they answer an estimate through its endpoints.
  access: { read: staffOrOwner, create: isAdminOrCustomer, update: staffOrOwner, delete: isAdmin },
  // The insights count one shop's requests per week (insights/sections).
  indexes: [{ fields: ['shop', 'createdAt'] }],
  endpoints: [idempotentCreate, statusMailAddressing, answerEstimateEndpoint, estimateByLinkEndpoint, answerEstimateByLinkEndpoint],
  defaultSort: '-createdAt',
  hooks: {
    beforeOperation: [exactEmailSearch('customer.email'), customerWritesPassLocks()],
    beforeChange: [
      fileRequest({
        collection: 'service-requests',
        flow: serviceFlow,
        blockedBy: { collection: 'trade-ins', flow: tradeInFlow, message: openTradeInRefusal },
      }),
      fixWarrantyCover,
      checkProgramRequest,
      refuseStaleStaffSave,
      checkReturnAddress,
      keepClosedAsTheyAre,
      ownAttachmentsOnly(['photos']),
      checkShop('service'),
      checkVisit,
      checkShipping(customerSendsWhile['service-requests']),
      checkEstimate,
      recordStatusChange(serviceFlow),
      applyIdempotencyKey,
      numberRequest('AS'),
    ],
    afterChange: [queueStatusMail('service-requests')],
    // An admin deleting a request deletes its conversation with it.
    beforeDelete: [deleteMessages],
  },
  fields: [
    numberField('접수 번호'),
    deviceField,
    requestCustomerField,
    {
      type: 'row',
      fields: [
        {
          name: 'symptom',
          type: 'select',
          label: '증상',
          required: true,
          access: { update: isAdmin },
          options: symptoms.map(({ value, label }) => ({ value, label })),
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
    {
      // Filed from a service program's notice (checkProgramRequest): free of charge, flagged in the queue.
      name: 'program',
      type: 'relationship',
      relationTo: 'service-programs',
      label: '무상 수리 프로그램',
      index: true,
      access: { update: nobody },
      admin: { readOnly: true, description: '무상 수리 프로그램 알림으로 신청한 건입니다. 비용을 받지 않습니다.', condition: (data) => Boolean(data?.program) },
    },
    { name: 'description', type: 'textarea', label: '증상 설명', required: true, maxLength: DESCRIPTION_MAX, access: { update: isAdmin } },
    photosField,
    photoViewerField,
    methodField,
    shopField,
    visitAtField,
    {
      name: 'returnAddress',
      type: 'group',
      label: '반송 주소',
      access: { update: isAdmin },
      admin: { condition: (data) => data?.method === 'mail', description: '택배 접수일 때 수리한 기기를 보낼 곳입니다.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', label: '받는 분', maxLength: 50 },
            { name: 'phone', type: 'text', label: '연락처', maxLength: 20 },
            { name: 'postalCode', type: 'text', label: '우편번호', maxLength: POSTAL_CODE_LENGTH },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'address', type: 'text', label: '도로명 주소', maxLength: ROAD_ADDRESS_MAX },
            { name: 'detail', type: 'text', label: '상세 주소', maxLength: ADDRESS_DETAIL_MAX },
          ],
        },
      ],
    },
    ...shippingFields,
    estimateField,
    {
      name: 'cost',
      type: 'number',
      label: '수리 비용(원)',
      min: 0,
      access: { create: nobody, update: isStaff },
      admin: { description: '무상이면 0원입니다. 유상이면 고객이 승인한 견적 금액까지 입력할 수 있습니다.' },
    },
    ...workflowFields(serviceFlow),
    requestDeskField,
    assigneeField,
    promisedOnField,
    staffNotesField,
    {
      name: 'messages',
      type: 'join',
      collection: 'service-messages',
      on: 'request',
      label: '고객 메시지',
      defaultSort: 'createdAt',
      admin: {
        defaultColumns: ['author', 'body', 'createdAt'],
        description:
          '고객이 남긴 메시지와 직원 답변입니다. 새로 만들기로 답변하면 고객이 고른 방법(카카오톡·문자·이메일)으로 알립니다. 고객에게 보이지 않는 메모는 내부 메모에 적으세요.',
      },
    },
    idempotencyKeyField,
    searchKeysField('접수 번호·일련번호·고객 이름·이메일·휴대전화·증상'),
  ],
}
