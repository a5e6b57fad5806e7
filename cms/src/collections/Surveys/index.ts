import type { CollectionConfig } from 'payload'
import { isAdminOrManager } from '@/access/isAdminOrManager'
import { isStaff } from '@/access/isStaff'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { slugField } from '@/fields/slug'
import { bumpContentVersionHook } from '@/hooks/bumpContentVersion'
import { previewLink } from '@/lib/previewLink'
import { questionBlocks } from './questions'
import { refuseDeleteInUse } from '@/hooks/refuseDeleteInUse'

const dayAndTime = { date: { pickerAppearance: 'dayAndTime' as const } }

/** Customer surveys at /survey/{slug}: drafted and previewed like posts, public once published. */
export const Surveys: CollectionConfig<'surveys'> = {
  slug: 'surveys',
  labels: { singular: '설문', plural: '설문' },
  admin: {
    group: '콘텐츠',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'opensAt', 'closesAt', 'requiresLogin'],
    // Staff answer a draft on the storefront as customers will see it, without it being public.
    preview: previewLink('surveys'),
    components: {
      views: {
        edit: {
          // A tab of its own with its own address, so a period and a response can be linked to.
          results: {
            Component: '@/collections/Surveys/results/SurveyResultsView#SurveyResultsView',
            path: '/results',
            tab: { label: '결과', href: '/results', order: 150 },
          },
        },
      },
    },
  },
  access: { read: publishedOrStaff, readVersions: isStaff, create: isAdminOrManager, update: isAdminOrManager, delete: isAdminOrManager },
  versions: { drafts: true, maxPerDoc: 25 },
  hooks: {
    beforeDelete: [
      refuseDeleteInUse([
        { collection: 'survey-responses', field: 'survey', label: '설문 응답' },
        { collection: 'announcements', field: 'survey', label: '광고 발송' },
      ]),
    ],
    afterChange: [bumpContentVersionHook],
    afterDelete: [bumpContentVersionHook],
  },
  fields: [
    { name: 'title', type: 'text', label: '제목', required: true },
    { name: 'description', type: 'textarea', label: '안내 문구' },
    {
      type: 'row',
      fields: [
        { name: 'opensAt', type: 'date', label: '시작', required: true, admin: dayAndTime },
        { name: 'closesAt', type: 'date', label: '마감', admin: { ...dayAndTime, description: '비워 두면 계속 받습니다.' } },
      ],
    },
    {
      name: 'questions',
      type: 'blocks',
      label: '질문',
      labels: { singular: '질문', plural: '질문' },
      minRows: 1,
      required: true,
      blocks: questionBlocks,
    },
    { name: 'completionMessage', type: 'textarea', label: '완료 메시지', defaultValue: '소중한 의견 감사합니다.' },
    slugField('설문 주소가 됩니다. 예: owner-2026 → /survey/owner-2026'),
    {
      name: 'requiresLogin',
      type: 'checkbox',
      label: '로그인 필요',
      defaultValue: true,
      admin: { position: 'sidebar', description: '끄면 로그인하지 않은 방문자도 응답할 수 있고, 응답에 고객 정보가 남지 않습니다.' },
    },
    {
      name: 'adultOnly',
      type: 'checkbox',
      label: '성인 전용',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: '켜면 만 19세 이상 본인인증을 마친 회원만 응답할 수 있고(로그인 필요와 같이 동작), 계정이 여러 개여도 한 사람이 한 번만 응답합니다.',
      },
    },
    {
      name: 'allowEdit',
      type: 'checkbox',
      label: '응답 수정 허용',
      defaultValue: false,
      admin: { position: 'sidebar', description: '로그인이 필요한 설문에서만 쓸 수 있습니다.' },
    },
  ],
}
