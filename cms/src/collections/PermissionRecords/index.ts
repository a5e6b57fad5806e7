import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { PERMISSION_CHANGES } from './recordPermissionChange'

/**
 * 접근권한 기록 (개인정보의 안전성 확보조치 기준 제5조 ③, docs/decisions/0076): every staff account
 * made, its role changed, deactivated or removed, every lockout and unlock, every second factor
 * enrolled or removed; who did it to whom, from what to what, when and from where. Written by
 * recordPermissionChange and by nothing else; admins read them; the retention job removes them
 * after three years, as it does the access records beside them (docs/decisions/0062).
 */
export const PermissionRecords: CollectionConfig<'permission-records'> = {
  slug: 'permission-records',
  labels: { singular: '접근권한 기록', plural: '접근권한 기록' },
  admin: {
    group: '개인정보',
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'change', 'memberEmail', 'from', 'to', 'actorEmail', 'ip'],
    listSearchableFields: ['memberEmail', 'actorEmail', 'ip'],
    description: '직원 계정의 생성·역할 변경·비활성화·삭제, 계정 잠금과 해제를 남긴 기록입니다. 3년 이상 보관하며 누구도 고치거나 지울 수 없습니다.',
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody, readVersions: nobody, unlock: nobody },
  timestamps: true,
  fields: [
    {
      name: 'change',
      type: 'select',
      label: '내용',
      required: true,
      index: true,
      options: Object.entries(PERMISSION_CHANGES).map(([value, label]) => ({ value, label })),
      admin: { readOnly: true },
    },
    { name: 'member', type: 'relationship', relationTo: 'users', label: '대상 직원', index: true, admin: { readOnly: true } },
    // Kept as they were: an account may later change its e-mail or be removed.
    { name: 'memberEmail', type: 'text', label: '대상 직원 이메일', required: true, admin: { readOnly: true } },
    { name: 'from', type: 'text', label: '변경 전', admin: { readOnly: true } },
    { name: 'to', type: 'text', label: '변경 후', admin: { readOnly: true } },
    { name: 'actor', type: 'relationship', relationTo: 'users', label: '처리한 직원', admin: { readOnly: true } },
    {
      name: 'actorEmail',
      type: 'text',
      label: '처리한 직원 이메일',
      admin: { readOnly: true, description: '비어 있으면 시스템이 처리한 것입니다(잠금, 시간 경과로 풀린 잠금).' },
    },
    { name: 'summary', type: 'text', label: '요약', admin: { readOnly: true } },
    { name: 'ip', type: 'text', label: '접속 IP', admin: { readOnly: true } },
    { name: 'path', type: 'text', label: '요청 경로', admin: { readOnly: true } },
  ],
}
