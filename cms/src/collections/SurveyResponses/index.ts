import type { CollectionConfig } from 'payload'
import { technicalField } from '@/fields/technical'
import { adminOrOwner } from '@/access/adminOrOwner'
import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { respondents } from '@/access/respondents'
import { staffOrOwner } from '@/access/staffOrOwner'
import { idempotentCreate } from '@/endpoints/idempotentCreate'
import { idempotencyKeyField } from '@/fields/idempotencyKey'
import { applyIdempotencyKey } from '@/hooks/applyIdempotencyKey'
import { exportEndpoint } from './exportEndpoint'
import { acceptResponse } from './hooks/acceptResponse'

/** Answers to surveys. Anyone may answer a survey that needs no login (hooks/acceptResponse decides). */
export const SurveyResponses: CollectionConfig<'survey-responses'> = {
  slug: 'survey-responses',
  labels: { singular: '설문 응답', plural: '설문 응답' },
  admin: { group: '고객 서비스', defaultColumns: ['id', 'survey', 'customer', 'createdAt', 'updatedAt'] },
  access: { read: staffOrOwner, create: respondents, update: adminOrOwner, delete: isAdmin },
  // The insights read one survey's answers per week (insights/sections/surveys).
  indexes: [{ fields: ['survey', 'createdAt'] }],
  endpoints: [idempotentCreate, exportEndpoint],
  defaultSort: '-createdAt',
  hooks: { beforeChange: [acceptResponse, applyIdempotencyKey] },
  fields: [
    { name: 'survey', type: 'relationship', relationTo: 'surveys', label: '설문', required: true, index: true, access: { update: nobody } },
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      label: '고객',
      index: true,
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, position: 'sidebar', description: '로그인이 필요 없는 설문에서는 비어 있습니다.' },
    },
    {
      name: 'answers',
      type: 'json',
      label: '응답',
      required: true,
      admin: { description: '[{ "question": 질문 ID, "value": 답 }] — 객관식은 선택지 글, 별점은 숫자' },
    },
    // survey:customer for surveys that need login: at most one response each.
    { name: 'respondentKey', type: 'text', label: '응답자 키', unique: true, access: { read: isStaff, create: nobody, update: nobody }, admin: technicalField },
    idempotencyKeyField,
  ],
}
