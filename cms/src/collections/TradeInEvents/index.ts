import type { CollectionConfig } from 'payload'
import { isAdminOrManager } from '@/access/isAdminOrManager'
import { isStaff } from '@/access/isStaff'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { bumpContentVersionHook } from '@/hooks/bumpContentVersion'
import { refuseDeleteInUse } from '@/hooks/refuseDeleteInUse'
import { payoutMethods, tradeInGrades } from '@storefront/rules/trade-in'

const dayAndTime = { date: { pickerAppearance: 'dayAndTime' as const } }

/** Trade-in events (/trade-in/{eventId}): which models they take, for what credit, until when. */
export const TradeInEvents: CollectionConfig<'trade-in-events'> = {
  slug: 'trade-in-events',
  labels: { singular: '보상 판매 이벤트', plural: '보상 판매 이벤트' },
  admin: { group: '콘텐츠', useAsTitle: 'title', defaultColumns: ['title', 'startsAt', 'endsAt', '_status'] },
  access: {
    read: publishedOrStaff,
    readVersions: isStaff,
    create: isAdminOrManager,
    update: isAdminOrManager,
    delete: isAdminOrManager,
  },
  versions: { drafts: true, maxPerDoc: 25 },
  defaultSort: '-startsAt',
  hooks: {
    beforeDelete: [
      refuseDeleteInUse([
        { collection: 'trade-ins', field: 'event', label: '보상 판매 신청' },
        { collection: 'announcements', field: 'tradeInEvent', label: '광고 발송' },
      ]),
    ],
    afterChange: [bumpContentVersionHook],
    afterDelete: [bumpContentVersionHook],
  },
  fields: [
    { name: 'title', type: 'text', label: '이벤트명', required: true },
    { name: 'summary', type: 'textarea', label: '요약', maxLength: 200 },
    { name: 'banner', type: 'upload', relationTo: 'media', label: '배너 이미지' },
    {
      type: 'row',
      fields: [
        { name: 'startsAt', type: 'date', label: '시작', required: true, admin: dayAndTime },
        {
          name: 'endsAt',
          type: 'date',
          label: '종료',
          required: true,
          admin: dayAndTime,
          validate: (value: Date | string | null | undefined, { siblingData }: { siblingData: { startsAt?: string } }) =>
            !value || !siblingData.startsAt || Date.parse(String(value)) > Date.parse(siblingData.startsAt) || '종료는 시작 뒤여야 합니다.',
        },
      ],
    },
    {
      name: 'eligibleProducts',
      type: 'array',
      label: '대상 제품',
      labels: { singular: '대상 제품', plural: '대상 제품' },
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'product', type: 'relationship', relationTo: 'products', label: '제품', required: true },
            { name: 'credit', type: 'number', label: 'A등급 보상 금액(원)', required: true, min: 0, admin: { description: tradeInGrades[0].description } },
            {
              name: 'creditB',
              type: 'number',
              label: 'B등급 보상 금액(원)',
              min: 0,
              admin: { description: `${tradeInGrades[1].description}. 비워 두면 A등급 금액` },
            },
            {
              name: 'creditC',
              type: 'number',
              label: 'C등급 보상 금액(원)',
              min: 0,
              admin: { description: `${tradeInGrades[2].description}. 비워 두면 B등급 금액` },
            },
          ],
        },
      ],
    },
    {
      name: 'perCustomerLimit',
      type: 'number',
      label: '1인당 참여 한도(대)',
      required: true,
      defaultValue: 1,
      min: 1,
      admin: { position: 'sidebar' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'payoutMethod',
          type: 'select',
          label: '보상 지급 방법',
          options: payoutMethods.map(({ value, label }) => ({ value, label })),
          admin: { description: '승인된 고객에게 보상을 언제, 어떻게 받는지 안내합니다.' },
        },
        { name: 'payoutDays', type: 'number', label: '지급 기한(검수 후 영업일)', min: 0, max: 60 },
      ],
    },
    { name: 'terms', type: 'richText', label: '참여 조건·유의 사항' },
  ],
}
