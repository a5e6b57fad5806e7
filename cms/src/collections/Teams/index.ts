import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'

/**
 * 팀: a manager (팀장) and the staff they manage. Staff accounts name no shop or manager of their
 * own, so a team is kept here, by admins; a manager sees the access-check flags about their
 * team's members (access/teamFlags.ts, docs/decisions/0077).
 */
export const Teams: CollectionConfig<'teams'> = {
  slug: 'teams',
  labels: { singular: '팀', plural: '팀' },
  admin: {
    group: '계정',
    useAsTitle: 'name',
    defaultColumns: ['name', 'leader', 'members'],
    description: '팀장(매니저)은 팀원에 대한 개인정보 접속기록 점검 결과를 확인합니다.',
  },
  // The team is no secret among staff; only admins form one.
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', label: '팀 이름', required: true },
    {
      name: 'leader',
      type: 'relationship',
      relationTo: 'users',
      label: '팀장',
      // Not required: a leader's account removed leaves the team without one until an admin names another.
      index: true,
      filterOptions: { role: { equals: 'manager' } },
      admin: { description: '매니저 권한의 직원' },
    },
    { name: 'members', type: 'relationship', relationTo: 'users', hasMany: true, label: '팀원' },
  ],
}
