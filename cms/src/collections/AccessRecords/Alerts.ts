import type { CollectionConfig } from 'payload'
import { adminOrTeamLeader } from '@/access/teamFlags'
import { nobody } from '@/access/nobody'

/** What a flag is about (docs/decisions/0062, 0077). */
const ALERT_KINDS = {
  reads: '하루 조회량 초과',
  bulk: '대량 조회·내려받기',
  network: '허용 네트워크 밖 접속',
} as const

/**
 * What the daily check of access records (review.ts) flagged, and the refused attempts from
 * outside the admin networks (lib/adminNetworks.ts), for an admin, or the staff member's team
 * leader, to look into and note.
 */
export const AccessAlerts: CollectionConfig<'access-alerts'> = {
  slug: 'access-alerts',
  labels: { singular: '접속기록 점검 결과', plural: '접속기록 점검 결과' },
  admin: {
    group: '개인정보',
    useAsTitle: 'key',
    defaultColumns: ['day', 'kind', 'staffEmail', 'customersRead', 'reason', 'reviewedAt'],
    description:
      '하루에 기준보다 많은 고객을 조회한 직원, 사유를 남기고 개인정보를 대량으로 조회하거나 내려받은 기록, 허용된 네트워크 밖에서 관리자 화면에 접속하려 한 기록입니다. 확인한 뒤 소명 내용을 남기세요.',
  },
  defaultSort: '-createdAt',
  access: { read: adminOrTeamLeader, create: nobody, update: adminOrTeamLeader, delete: nobody },
  fields: [
    { name: 'key', type: 'text', label: '점검 키', required: true, unique: true, access: { update: nobody }, admin: { readOnly: true } },
    { name: 'day', type: 'text', label: '점검일', required: true, access: { update: nobody }, admin: { readOnly: true } },
    {
      name: 'kind',
      type: 'select',
      label: '종류',
      required: true,
      defaultValue: 'reads',
      options: Object.entries(ALERT_KINDS).map(([value, label]) => ({ value, label })),
      access: { update: nobody },
      admin: { readOnly: true },
    },
    { name: 'staff', type: 'relationship', relationTo: 'users', label: '직원', access: { update: nobody }, admin: { readOnly: true } },
    { name: 'staffEmail', type: 'text', label: '직원 이메일', access: { update: nobody }, admin: { readOnly: true } },
    { name: 'customersRead', type: 'number', label: '조회한 고객 수', access: { update: nobody }, admin: { readOnly: true } },
    { name: 'threshold', type: 'number', label: '기준', access: { update: nobody }, admin: { readOnly: true } },
    { name: 'reason', type: 'text', label: '사유', access: { update: nobody }, admin: { readOnly: true } },
    { name: 'accessRecord', type: 'number', label: '접속기록 ID', access: { update: nobody }, admin: { readOnly: true } },
    { name: 'ip', type: 'text', label: '접속 IP', access: { update: nobody }, admin: { readOnly: true } },
    { name: 'path', type: 'text', label: '요청 경로', access: { update: nobody }, admin: { readOnly: true } },
    { name: 'attempts', type: 'number', label: '시도 횟수', access: { update: nobody }, admin: { readOnly: true } },
    { name: 'reviewedAt', type: 'date', label: '확인일', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'note', type: 'textarea', label: '소명·조치 내용', maxLength: 2000 },
  ],
}
