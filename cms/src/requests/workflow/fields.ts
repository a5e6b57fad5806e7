import type { Field } from 'payload'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { actorLabels, timelineEvents, type Actor, type Flow } from '@storefront/rules/workflow'

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }))

/**
 * Status, when it closed (and when retention anonymised it), the note for the next change, and the public timeline every change appends to
 * (recordStatusChange beside it writes both; requests can never edit the timeline directly).
 */
export const workflowFields = (flow: Flow): Field[] => [
  {
    name: 'status',
    type: 'select',
    label: '상태',
    required: true,
    defaultValue: flow.initial,
    index: true,
    options: options(flow.labels),
    // The next steps staff may take, as buttons; a confirm with the mail before a final one.
    admin: { position: 'sidebar', components: { Field: '@/requests/workflow/StatusSteps#StatusSteps' } },
  },
  {
    name: 'statusNote',
    type: 'textarea',
    label: '상태 변경 메모',
    virtual: true,
    // A note goes with one change. Read back as null (not absent), so the admin form takes the
    // empty value up after saving instead of keeping the note for the next change's mail.
    hooks: { afterRead: [() => null] },
    admin: {
      // Virtual fields are read-only in the admin unless told otherwise.
      readOnly: false,
      position: 'sidebar',
      description: '상태를 바꿀 때 고객에게 보일 메모입니다. 반려할 때는 사유를 반드시 적습니다.',
    },
  },
  {
    name: 'closedAt',
    type: 'date',
    label: '종료 일시',
    index: true,
    access: { create: nobody, update: nobody },
    admin: {
      readOnly: true,
      position: 'sidebar',
      date: { pickerAppearance: 'dayAndTime' },
      description: '마치거나 취소·반려된 때입니다. 개인정보 보유 기간은 이때부터 셉니다.',
    },
  },
  {
    name: 'anonymisedAt',
    type: 'date',
    label: '개인정보 파기 일시',
    access: { create: nobody, update: nobody },
    admin: {
      readOnly: true,
      position: 'sidebar',
      condition: (data) => Boolean(data?.anonymisedAt),
      date: { pickerAppearance: 'dayAndTime' },
      description: '보유 기간이 지나 고객 정보, 주소, 사진, 메시지를 지웠습니다. 통계에 필요한 내용만 남아 있습니다.',
    },
  },
  {
    name: 'timeline',
    type: 'array',
    label: '진행 기록',
    labels: { singular: '기록', plural: '기록' },
    access: { create: nobody, update: nobody },
    // A list of lines the desk reads at a glance, not form rows to unfold.
    admin: { readOnly: true, components: { Field: '@/requests/workflow/TimelineList#TimelineList' } },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'status', type: 'select', label: '상태', required: true, options: options(flow.labels) },
          { name: 'at', type: 'date', label: '일시', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
          { name: 'actor', type: 'select', label: '처리자 구분', required: true, options: options(actorLabels as Record<Actor, string>) },
          // Empty for a status change; else what happened while the status stayed (@storefront/rules/workflow).
          {
            name: 'event',
            type: 'select',
            label: '기록 종류',
            options: Object.entries(timelineEvents).map(([value, { label }]) => ({ value, label })),
          },
        ],
      },
      { name: 'note', type: 'textarea', label: '메모' },
      // Which staff member: for the team, not shown to consumers.
      { name: 'staffUser', type: 'relationship', relationTo: 'users', label: '처리 직원', access: { read: isStaff } },
    ],
  },
]
