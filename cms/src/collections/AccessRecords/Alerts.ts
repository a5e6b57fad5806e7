import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'

/** What the daily check of access records (review.ts) flagged, for an admin to look into and note. */
export const AccessAlerts: CollectionConfig<'access-alerts'> = {
  slug: 'access-alerts',
  labels: { singular: '접속기록 점검 결과', plural: '접속기록 점검 결과' },
  admin: {
    group: '개인정보',
    useAsTitle: 'key',
    defaultColumns: ['day', 'staffEmail', 'customersRead', 'threshold', 'reviewedAt'],
    description: '하루에 기준보다 많은 고객의 개인정보를 조회한 직원입니다. 확인한 뒤 소명 내용을 남기세요.',
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: nobody },
  fields: [
    { name: 'key', type: 'text', label: '점검 키', required: true, unique: true, access: { update: nobody }, admin: { readOnly: true } },
    { name: 'day', type: 'text', label: '점검일', required: true, access: { update: nobody }, admin: { readOnly: true } },
    { name: 'staff', type: 'relationship', relationTo: 'users', label: '직원', access: { update: nobody }, admin: { readOnly: true } },
    { name: 'staffEmail', type: 'text', label: '직원 이메일', access: { update: nobody }, admin: { readOnly: true } },
    { name: 'customersRead', type: 'number', label: '조회한 고객 수', access: { update: nobody }, admin: { readOnly: true } },
    { name: 'threshold', type: 'number', label: '기준', access: { update: nobody }, admin: { readOnly: true } },
    { name: 'reviewedAt', type: 'date', label: '확인일', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'note', type: 'textarea', label: '소명·조치 내용', maxLength: 2000 },
  ],
}
