// Fields service requests and trade-ins share.
import type { Field } from 'payload'
import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { RELATIONSHIP_TITLE_CELL } from './components/cells'

export const numberField = (label: string): Field => ({
  name: 'number',
  type: 'text',
  label,
  unique: true,
  access: { create: nobody, update: nobody },
  admin: { readOnly: true, position: 'sidebar', description: '신청할 때 자동으로 매겨집니다.' },
})

export const deviceField: Field = {
  name: 'device',
  type: 'relationship',
  relationTo: 'devices',
  label: '기기',
  required: true,
  index: true,
  access: { update: isAdmin },
}

export const methodField: Field = {
  name: 'method',
  type: 'radio',
  label: '접수 방법',
  required: true,
  defaultValue: 'visit',
  access: { update: isAdmin },
  options: [
    { value: 'visit', label: '매장 방문' },
    { value: 'mail', label: '택배 접수' },
  ],
  admin: { layout: 'horizontal' },
}

/** Consumers may change it too, while the request is still waiting (hooks/checkShop). */
export const shopField: Field = {
  name: 'shop',
  type: 'relationship',
  relationTo: 'shops',
  label: '매장',
  admin: { description: '매장 방문일 때 필수입니다.', components: { Cell: RELATIONSHIP_TITLE_CELL } },
}

export const photosField: Field = {
  name: 'photos',
  type: 'upload',
  relationTo: 'attachments',
  hasMany: true,
  maxRows: 5,
  label: '사진',
  access: { update: isAdmin },
}

/** Private notes of the team: never shown to the consumer. */
export const staffNotesField: Field = {
  name: 'staffNotes',
  type: 'textarea',
  label: '내부 메모',
  access: { read: isStaff, create: isStaff, update: isStaff },
  admin: { description: '고객에게 보이지 않습니다.' },
}
