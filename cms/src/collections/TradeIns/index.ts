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
import { serviceFlow } from '@storefront/rules/service-request-flow'
import { exteriorConditions, tradeInGrades, tradeInRefusals } from '@storefront/rules/trade-in'
import { tradeInFlow } from '@storefront/rules/trade-in-flow'
import { checkEvent } from './hooks/checkEvent'
import { participationEndpoint } from './participation'
import { requireVerifiedAdult } from '@/collections/Customers/identity/verifiedAdult'
import { grantCreditOnCompletion, transferDeviceOnCompletion } from './hooks/completion'
import { confirmInspection } from './hooks/inspection'
import { exactEmailSearch, SEARCH_KEYS, searchKeysField } from '@/fields/searchKeys'

/** Trade-ins (보상 판매): a consumer's device offered in a running event, moved along `tradeInFlow` by staff. */
export const TradeIns: CollectionConfig<'trade-ins'> = {
  slug: 'trade-ins',
  labels: { singular: '보상 판매 신청', plural: '보상 판매 신청' },
  admin: {
    group: '고객 서비스',
    useAsTitle: 'number',
    defaultColumns: ['number', 'status', 'event', 'customer', 'expectedCredit', 'createdAt'],
    listSearchableFields: SEARCH_KEYS,
    // Per event: counts per status and credit totals, under the list's filter (components/).
    components: { beforeListTable: ['@/collections/TradeIns/components/TradeInFigures#TradeInFigures'] },
  },
  access: { read: staffOrOwner, create: isAdminOrCustomer, update: staffOrOwner, delete: isAdmin },
  // The insights count one shop's trade-ins per week (insights/sections).
  indexes: [{ fields: ['shop', 'createdAt'] }],
  endpoints: [idempotentCreate, statusMailAddressing, participationEndpoint],
  defaultSort: '-createdAt',
  hooks: {
    beforeOperation: [exactEmailSearch('customer.email'), customerWritesPassLocks()],
    beforeChange: [
      requireVerifiedAdult,
      fileRequest({
        collection: 'trade-ins',
        flow: tradeInFlow,
        blockedBy: { collection: 'service-requests', flow: serviceFlow, message: tradeInRefusals.openService },
      }),
      checkEvent,
      ownAttachmentsOnly(['photos']),
      checkShop('trade-in'),
      checkShipping(customerSendsWhile['trade-ins']),
      confirmInspection,
      grantCreditOnCompletion,
      recordStatusChange(tradeInFlow),
      applyIdempotencyKey,
      numberRequest('TI'),
    ],
    afterChange: [transferDeviceOnCompletion, queueStatusMail('trade-ins')],
  },
  fields: [
    numberField('신청 번호'),
    { name: 'event', type: 'relationship', relationTo: 'trade-in-events', label: '이벤트', required: true, index: true, access: { update: isAdmin } },
    deviceField,
    requestCustomerField,
    {
      name: 'condition',
      type: 'group',
      label: '기기 상태',
      access: { update: isAdmin },
      fields: [
        {
          name: 'exterior',
          type: 'select',
          label: '외관',
          required: true,
          options: exteriorConditions.map(({ value, label }) => ({ value, label })),
        },
        { name: 'powersOn', type: 'checkbox', label: '전원이 정상적으로 켜짐', defaultValue: true },
        { name: 'accessories', type: 'checkbox', label: '구성품(충전 케이블 등) 모두 있음', defaultValue: true },
        { name: 'note', type: 'textarea', label: '추가 설명', maxLength: 1000 },
      ],
    },
    photosField,
    photoViewerField,
    methodField,
    shopField,
    ...shippingFields,
    {
      type: 'row',
      fields: [
        {
          name: 'grade',
          type: 'select',
          label: '신청 등급',
          options: tradeInGrades.map(({ value, label }) => ({ value, label })),
          access: { create: nobody, update: nobody },
          admin: { readOnly: true, description: '고객이 적은 상태로 정해진 등급입니다.' },
        },
        { name: 'expectedCredit', type: 'number', label: '예상 보상 금액(원)', access: { create: nobody, update: nobody }, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'inspectedGrade',
          type: 'select',
          label: '검수 등급',
          options: tradeInGrades.map(({ value, label }) => ({ value, label })),
          access: { create: nobody, update: isStaff },
          admin: {
            description: '기기 입고 후 확인한 등급입니다. 고르면 그 등급의 보상 금액이 지급 금액이 되고, 진행 기록과 메일로 고객에게 알립니다.',
          },
        },
        {
          name: 'creditGranted',
          type: 'number',
          label: '지급 보상 금액(원)',
          min: 0,
          access: { create: nobody, update: isStaff },
          admin: { description: '검수 등급을 고르면 정해집니다. 비워 두고 보상 완료로 바꾸면 예상 보상 금액이 지급 금액이 됩니다.' },
        },
      ],
    },
    ...workflowFields(tradeInFlow),
    requestDeskField,
    assigneeField,
    promisedOnField,
    staffNotesField,
    idempotencyKeyField,
    searchKeysField('신청 번호·일련번호·고객 이름·이메일·휴대전화'),
  ],
}
