import type { Field } from 'payload'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { technicalField } from '@/fields/technical'
import { ESTIMATE_MAX_WON, ESTIMATE_NOTE_MAX, estimateStates, estimateVia } from '@storefront/rules/estimate'

const answerOnly = { create: nobody, update: nobody }

/**
 * A repair's cost estimate: staff enter the parts, the labour and what it is for; saving sends it
 * to the customer (checkEstimate), who answers on the request's page or from the mail
 * (estimateEndpoints). Only those endpoints write the answer.
 */
export const estimateField: Field = {
  name: 'estimate',
  type: 'group',
  label: '수리 견적',
  access: { create: nobody },
  admin: {
    description: '보증이 적용되지 않는 유상 수리라면 접수 완료 상태에서 견적을 보내세요. 고객이 승인해야 수리를 시작하고 수리 비용을 입력할 수 있습니다.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'parts', type: 'number', label: '부품비(원)', min: 0, max: ESTIMATE_MAX_WON, access: { update: isStaff } },
        { name: 'labour', type: 'number', label: '공임(원)', min: 0, max: ESTIMATE_MAX_WON, access: { update: isStaff } },
        { name: 'total', type: 'number', label: '합계(원)', access: answerOnly, admin: { readOnly: true } },
      ],
    },
    {
      name: 'note',
      type: 'textarea',
      label: '견적 설명',
      maxLength: ESTIMATE_NOTE_MAX,
      access: { update: isStaff },
      admin: { description: '고객에게 보입니다. 무엇을 왜 고치는지 적어 주세요.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'state',
          type: 'select',
          label: '고객 답변',
          options: estimateStates.map(({ value, label }) => ({ value, label })),
          access: answerOnly,
          admin: { readOnly: true },
        },
        { name: 'sentAt', type: 'date', label: '보낸 시각', access: answerOnly, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'answeredAt', type: 'date', label: '답한 시각', access: answerOnly, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'answeredVia',
          type: 'select',
          label: '답한 곳',
          options: estimateVia.map(({ value, label }) => ({ value, label })),
          access: answerOnly,
          admin: { readOnly: true },
        },
      ],
    },
    // Names the estimate an answer is for: a revised estimate makes an answer to the old one, and
    // the old mail's link, useless. Not a secret: the link is signed (estimateLink).
    { name: 'nonce', type: 'text', label: '견적 식별값', access: answerOnly, admin: technicalField },
  ],
}
