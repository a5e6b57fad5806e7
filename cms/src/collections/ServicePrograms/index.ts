import { APIError, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'
import { isAdminOrManager } from '@/access/isAdminOrManager'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { optionsOf } from '@/collections/Announcements/labels'
import type { ServiceProgram } from '@/payload-types'
import { normaliseSerial } from '@storefront/rules/serial'
import { programOffers, programStates, serialRangeProblem } from '@storefront/rules/service-program'
import { seoulDay } from '@storefront/rules/seoul-date'
import { mineEndpoint, openNoticeEndpoint, reachEndpoint, startProgramEndpoint } from './endpoints'

const COVERS_NOTHING = '대상 일련번호 범위나 생산 묶음을 하나 이상 입력하세요.'

/** Serials and batches are kept as printed, whatever the case or dashes typed; a program covers something, over days in order. */
const checkCover: CollectionBeforeValidateHook<ServiceProgram> = ({ data, originalDoc }) => {
  if (!data) return data
  const ranges = (data.serialRanges ?? originalDoc?.serialRanges ?? []).map((range) => ({
    ...range,
    from: normaliseSerial(range.from ?? ''),
    to: normaliseSerial(range.to ?? ''),
  }))
  const batches = (data.batches ?? originalDoc?.batches ?? []).map((batch) => normaliseSerial(batch ?? '')).filter(Boolean)
  for (const [index, range] of ranges.entries()) {
    const problem = serialRangeProblem(range.from, range.to)
    if (problem) throw new APIError(problem, 400, [{ path: `serialRanges.${index}.from`, message: problem }], true)
  }
  if (!ranges.length && !batches.length) throw new APIError(COVERS_NOTHING, 400, [{ path: 'batches', message: COVERS_NOTHING }], true)
  const startsOn = data.startsOn ?? originalDoc?.startsOn
  const endsOn = data.endsOn ?? originalDoc?.endsOn
  if (startsOn && endsOn && seoulDay(new Date(endsOn)) < seoulDay(new Date(startsOn))) {
    throw new APIError('종료일은 시작일과 같거나 뒤여야 합니다.', 400, [{ path: 'endsOn', message: '종료일은 시작일과 같거나 뒤여야 합니다.' }], true)
  }
  return { ...data, ...(data.serialRanges && { serialRanges: ranges }), ...(data.batches && { batches }) }
}

const day = { date: { pickerAppearance: 'dayOnly' as const } }

/**
 * Service programs (무상 수리 프로그램, docs/product.md#service-programs): a free repair or exchange of
 * the units of a faulty batch or serial range, announced to each of their registered owners once
 * (notify.ts) when a manager starts it. Managers and admins define them; staff read them (the A/S
 * queue flags the requests filed under one); customers see only, on their devices, that one applies.
 */
export const ServicePrograms: CollectionConfig<'service-programs'> = {
  slug: 'service-programs',
  labels: { singular: '무상 수리 프로그램', plural: '무상 수리 프로그램' },
  admin: {
    group: '고객 서비스',
    useAsTitle: 'name',
    defaultColumns: ['name', 'offer', 'startsOn', 'endsOn', 'state'],
    description:
      '문제가 확인된 생산 묶음이나 일련번호 범위의 기기를 무상으로 수리하거나 교환해 드립니다. 시작하면 대상 기기를 등록한 고객에게 한 번씩 알립니다.',
  },
  endpoints: [startProgramEndpoint, reachEndpoint, mineEndpoint, openNoticeEndpoint],
  access: { read: isStaff, create: isAdminOrManager, update: isAdminOrManager, delete: isAdminOrManager },
  hooks: { beforeValidate: [checkCover] },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: '프로그램 이름',
      required: true,
      maxLength: 60,
      admin: { description: '예: 2026년 11월 생산분 배터리 무상 교환' },
    },
    {
      type: 'row',
      fields: [
        { name: 'offer', type: 'select', label: '제공 내용', required: true, defaultValue: 'repair', options: optionsOf(programOffers) },
        { name: 'startsOn', type: 'date', label: '시작일', required: true, admin: day },
        { name: 'endsOn', type: 'date', label: '종료일', required: true, admin: { ...day, description: '이날까지 신청을 받습니다(서울 날짜).' } },
      ],
    },
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      label: '대상 모델',
      admin: { description: '비우면 모델을 가리지 않습니다.' },
    },
    {
      name: 'serialRanges',
      type: 'array',
      label: '대상 일련번호 범위',
      labels: { singular: '범위', plural: '범위' },
      admin: { description: '라벨에 적힌 대로 처음과 끝을 입력합니다. 두 번호 모두 포함합니다.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'from', type: 'text', label: '처음', required: true, maxLength: 32 },
            { name: 'to', type: 'text', label: '끝', required: true, maxLength: 32 },
          ],
        },
      ],
    },
    {
      // Typed one by one (Enter after each): no row to add, as the serial ranges need.
      name: 'batches',
      type: 'text',
      hasMany: true,
      maxLength: 32,
      label: '대상 생산 묶음',
      admin: { description: '일련번호에서 마지막 묶음을 뺀 앞부분입니다. 하나씩 입력하고 엔터 키를 누르세요. 예: VPA-2611-00001 → VPA-2611' },
    },
    {
      name: 'notice',
      type: 'textarea',
      label: '안내 문구',
      required: true,
      maxLength: 500,
      admin: { description: '알림에 들어갑니다. 어떤 문제가 있는지, 무엇을 해 드리는지 적어 주세요.' },
    },
    {
      name: 'startPanel',
      type: 'ui',
      label: '시작과 도달 현황',
      admin: { components: { Field: '@/collections/ServicePrograms/ProgramPanel#ProgramPanel' } },
    },
    {
      name: 'state',
      type: 'select',
      label: '상태',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: optionsOf(programStates),
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'startedAt',
      type: 'date',
      label: '시작한 때',
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'startedBy',
      type: 'relationship',
      relationTo: 'users',
      label: '시작한 사람',
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
