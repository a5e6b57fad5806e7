import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { noticeChannels } from '@storefront/rules/notice-channel'
import { noticeKindLabels, noticeStateLabels } from '@/notices/labels'

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }))

/**
 * Every notice sent to a customer about their own request, one row per notice and channel (its `key`): what
 * the dispatch checks before sending, so a retried job never sends twice (docs/decisions/0058), and
 * what staff read on the request's timeline. Written by the jobs only; staff read it, nobody
 * edits it. The list shows the registered KakaoTalk templates above the rows.
 */
export const Notices: CollectionConfig<'notices'> = {
  slug: 'notices',
  labels: { singular: '고객 알림', plural: '고객 알림' },
  admin: {
    group: '고객 서비스',
    defaultColumns: ['kind', 'channel', 'state', 'reason', 'serviceRequest', 'tradeIn', 'createdAt'],
    description: '고객에게 보낸 진행 상황 알림입니다. 카카오톡 알림톡은 아래 등록된 템플릿의 문구로만 보낼 수 있습니다.',
    components: { beforeListTable: ['@/notices/NoticeTemplateList#NoticeTemplateList'] },
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    // `<collection>:<record>:<timeline entry>` or `service-messages:<message>`: one notice per key.
    { name: 'key', type: 'text', label: '알림 키', required: true, unique: true, admin: { readOnly: true } },
    { name: 'kind', type: 'select', label: '알림', options: options(noticeKindLabels), admin: { readOnly: true } },
    { name: 'channel', type: 'select', label: '보낸 방법', required: true, options: options(noticeChannels), admin: { readOnly: true } },
    { name: 'state', type: 'select', label: '상태', required: true, defaultValue: 'sending', options: options(noticeStateLabels), admin: { readOnly: true } },
    { name: 'customer', type: 'relationship', relationTo: 'customers', label: '고객', admin: { readOnly: true } },
    { name: 'serviceRequest', type: 'relationship', relationTo: 'service-requests', label: 'A/S 신청', index: true, admin: { readOnly: true } },
    { name: 'tradeIn', type: 'relationship', relationTo: 'trade-ins', label: '보상 판매 신청', index: true, admin: { readOnly: true } },
    { name: 'entry', type: 'text', label: '진행 기록 항목', admin: { readOnly: true } },
    // The number or address as staff may see it (010-****-5678), never the whole number.
    { name: 'recipient', type: 'text', label: '받는 곳', admin: { readOnly: true } },
    { name: 'messageId', type: 'text', label: '발송 업체 메시지 ID', admin: { readOnly: true } },
    // ATA (알림톡), SMS or LMS, as the provider reports it.
    { name: 'messageType', type: 'text', label: '메시지 종류', admin: { readOnly: true } },
    { name: 'reason', type: 'text', label: '사유', admin: { readOnly: true } },
    // The carrier failed it: the notice went on by this channel, in a row of its own (`<key>#<channel>`).
    { name: 'fallback', type: 'select', label: '이어서 보낸 방법', options: options(noticeChannels), admin: { readOnly: true } },
    { name: 'attemptedAt', type: 'date', label: '처음 보낸 때', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'reportedAt', type: 'date', label: '결과 확인', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
