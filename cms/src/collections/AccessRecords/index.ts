import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { ACCESS_OPERATIONS, RECORDED_COLLECTIONS } from './recordAccess'

/**
 * 개인정보 접속기록 (docs/decisions/0062): every staff read, export and change of a customer's
 * personal data, written by recordAccess and by nothing else. Admins read them; nobody creates,
 * changes or deletes one through the API or the admin panel. The retention job removes them only
 * after ACCESS_RECORDS_KEPT_YEARS.
 */
export const AccessRecords: CollectionConfig<'access-records'> = {
  slug: 'access-records',
  labels: { singular: '개인정보 접속기록', plural: '개인정보 접속기록' },
  admin: {
    group: '개인정보',
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'staffEmail', 'operation', 'resource', 'documentCount', 'reason', 'customers', 'ip'],
    listSearchableFields: ['staffEmail', 'customers', 'ip'],
    description: '직원이 고객 개인정보를 조회·내려받기·변경한 기록입니다. 2년 이상 보관하며 누구도 고치거나 지울 수 없습니다.',
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody, readVersions: nobody, unlock: nobody },
  timestamps: true,
  fields: [
    { name: 'staff', type: 'relationship', relationTo: 'users', label: '직원', index: true, admin: { readOnly: true } },
    // Kept as it was: the account may later change its e-mail or be removed.
    { name: 'staffEmail', type: 'text', label: '직원 이메일', required: true, admin: { readOnly: true } },
    { name: 'staffRole', type: 'text', label: '권한', admin: { readOnly: true } },
    {
      name: 'operation',
      type: 'select',
      label: '작업',
      required: true,
      index: true,
      options: Object.entries(ACCESS_OPERATIONS).map(([value, label]) => ({ value, label })),
      admin: { readOnly: true },
    },
    {
      name: 'resource',
      type: 'select',
      label: '대상',
      required: true,
      options: Object.entries(RECORDED_COLLECTIONS).map(([value, label]) => ({ value, label })),
      admin: { readOnly: true },
    },
    { name: 'summary', type: 'text', label: '요약', admin: { readOnly: true } },
    // Ids between spaces (" 3 17 "), so " 17 " finds exactly record 17: a list read is one row.
    { name: 'documents', type: 'text', label: '문서 ID', admin: { readOnly: true } },
    { name: 'documentCount', type: 'number', label: '건수', admin: { readOnly: true } },
    {
      name: 'customers',
      type: 'text',
      label: '관련 고객 ID',
      admin: { readOnly: true, description: '앞뒤에 공백을 둔 고객 ID(" 12 ")로 찾으면 그 고객의 기록만 나옵니다.' },
    },
    { name: 'ip', type: 'text', label: '접속 IP', admin: { readOnly: true } },
    { name: 'path', type: 'text', label: '요청 경로', admin: { readOnly: true } },
    // A bulk read's or an export's reason, as the staff member gave it (docs/decisions/0077).
    { name: 'reason', type: 'text', label: '사유', admin: { readOnly: true } },
  ],
}
