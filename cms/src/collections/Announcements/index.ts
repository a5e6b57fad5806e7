import { APIError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'
import { isAdminOrManager } from '@/access/isAdminOrManager'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { announcementChannels, announcementKinds, announcementStates, optionsOf } from './labels'
import { previewAnnouncementEndpoint } from './previewEndpoint'
import { sendAnnouncementEndpoint } from './sendEndpoint'

export const ANNOUNCEMENT_LOCKED = '보내기를 누른 광고는 고칠 수 없습니다. 새 광고를 만들어 주세요.'

/** Once 보내기 is pressed, what customers get is fixed: its words, link and channel no longer change. */
const lockedOnceSent: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation === 'update' && originalDoc?.state !== 'draft') {
    for (const field of ['title', 'body', 'kind', 'tradeInEvent', 'survey', 'channel'] as const) {
      const before = originalDoc?.[field]
      const after = data[field]
      const id = (value: unknown) => (value && typeof value === 'object' ? (value as { id: unknown }).id : value) ?? null
      if (after !== undefined && id(after) !== id(before)) throw new APIError(ANNOUNCEMENT_LOCKED, 400, null, true)
    }
  }
  return data
}

/**
 * Advertising announcements (광고성 정보) of a trade-in event or a survey, sent by KakaoTalk
 * (친구톡) or LMS to the customers who consented to marketing (docs/decisions/0064). Managers and
 * admins write and send them; staff read them; customers never see them. The send (보내기) goes
 * through the jobs queue (sendTask), waits for 08:00 when pressed at night, and is counted here.
 */
export const Announcements: CollectionConfig<'announcements'> = {
  slug: 'announcements',
  labels: { singular: '광고 발송', plural: '광고 발송' },
  admin: {
    group: '고객 서비스',
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'channel', 'state', 'sentAt'],
    description: '마케팅 정보 수신에 동의한 고객에게 보상 판매 이벤트나 설문을 알립니다. 밤 8시 50분부터 다음 날 아침 8시까지는 보내지 않고 8시에 보냅니다.',
  },
  endpoints: [sendAnnouncementEndpoint, previewAnnouncementEndpoint],
  access: { read: isStaff, create: isAdminOrManager, update: isAdminOrManager, delete: isAdminOrManager },
  hooks: { beforeChange: [lockedOnceSent] },
  fields: [
    { name: 'title', type: 'text', label: '제목', required: true, maxLength: 60 },
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'select', label: '종류', required: true, defaultValue: 'trade-in-event', options: optionsOf(announcementKinds) },
        { name: 'channel', type: 'select', label: '보내는 방법', required: true, defaultValue: 'kakao', options: optionsOf(announcementChannels) },
      ],
    },
    {
      name: 'tradeInEvent',
      type: 'relationship',
      relationTo: 'trade-in-events',
      label: '보상 판매 이벤트',
      admin: { condition: (data) => data?.kind === 'trade-in-event', description: '메시지에 이벤트 페이지 링크를 넣습니다.' },
    },
    {
      name: 'survey',
      type: 'relationship',
      relationTo: 'surveys',
      label: '설문',
      admin: { condition: (data) => data?.kind === 'survey', description: '메시지에 설문 링크를 넣습니다.' },
    },
    {
      name: 'body',
      type: 'textarea',
      label: '본문',
      required: true,
      maxLength: 1000,
      admin: { description: '"(광고)"와 브랜드명, 무료수신거부 링크는 자동으로 붙습니다.' },
    },
    {
      name: 'sendPanel',
      type: 'ui',
      label: '미리 보기와 보내기',
      admin: { components: { Field: '@/collections/Announcements/SendPanel#SendPanel' } },
    },
    {
      name: 'state',
      type: 'select',
      label: '상태',
      required: true,
      defaultValue: 'draft',
      options: optionsOf(announcementStates),
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      type: 'group',
      name: 'counts',
      label: '발송 결과',
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, position: 'sidebar' },
      fields: [
        { name: 'targeted', type: 'number', label: '대상' },
        { name: 'sent', type: 'number', label: '보냄' },
        { name: 'delivered', type: 'number', label: '전달됨' },
        { name: 'failed', type: 'number', label: '실패' },
        { name: 'refused', type: 'number', label: '수신 거부로 제외' },
        { name: 'lapsed', type: 'number', label: '동의 2년 경과로 제외' },
      ],
    },
    ...(['requestedAt', 'sendAfter', 'targetedAt', 'sentAt'] as const).map((name) => ({
      name,
      type: 'date' as const,
      label: { requestedAt: '보내기 누른 때', sendAfter: '발송 예정', targetedAt: '대상 확정', sentAt: '발송 완료' }[name],
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, position: 'sidebar' as const, date: { pickerAppearance: 'dayAndTime' as const } },
    })),
    {
      // Each customer's outcome, as the delivery reports come in (docs/decisions/0073).
      name: 'recipients',
      type: 'join',
      collection: 'announcement-recipients',
      on: 'announcement',
      label: '받는 고객별 결과',
      // The newest first: a customer who consented lately is on the first page.
      defaultSort: '-id',
      admin: {
        defaultColumns: ['customer', 'recipient', 'state', 'messageType', 'reason', 'reportedAt'],
        allowCreate: false,
        description: '전달됨은 통신사나 카카오가 고객에게 전달했다고 알려 온 것이고, 실패에는 그 사유가 함께 보입니다.',
      },
    },
    {
      name: 'requestedBy',
      type: 'relationship',
      relationTo: 'users',
      label: '보낸 사람',
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
