// Fields service requests and trade-ins share.
import type { Field, RelationshipField } from 'payload'
import { relationship, type RelationshipFieldSingleValidation } from 'payload/shared'
import { customerField } from '@/fields/customer'
import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { RELATIONSHIP_TITLE_CELL } from '@/fields/components/cells'

export const numberField = (label: string): Field => ({
  name: 'number',
  type: 'text',
  label,
  unique: true,
  access: { create: nobody, update: nobody },
  admin: { readOnly: true, position: 'sidebar', description: '신청할 때 자동으로 매겨집니다.' },
})

/**
 * The customer, required on filing; retention (jobs/retention) unlinks it from a closed record past
 * its period and stamps `anonymisedAt`, the one case where it is empty.
 */
const customerUnlessAnonymised: RelationshipFieldSingleValidation = (value, options) =>
  value == null && !(options.data as { anonymisedAt?: unknown } | undefined)?.anonymisedAt ? '고객을 선택해 주세요.' : relationship(value, options)

export const requestCustomerField: RelationshipField = { ...customerField, hasMany: false, required: false, validate: customerUnlessAnonymised }

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

/** Consumers may change it too, while the request is still waiting (requests/checkShop). */
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

/** Who on the team has the request: any staff member may take one or hand it on. */
export const assigneeField: Field = {
  name: 'assignee',
  type: 'relationship',
  relationTo: 'users',
  label: '담당 직원',
  index: true,
  access: { read: isStaff, create: isStaff, update: isStaff },
  admin: { position: 'sidebar', components: { Cell: RELATIONSHIP_TITLE_CELL } },
}

/** The day the customer was told it would be done: the desk's "due today" and "late" count by it. */
export const promisedOnField: Field = {
  name: 'promisedOn',
  type: 'date',
  label: '완료 약속일',
  index: true,
  access: { create: isStaff, update: isStaff },
  admin: {
    position: 'sidebar',
    date: { pickerAppearance: 'dayOnly' },
    description: '고객에게 안내한 완료 예정일입니다. 지나도 끝나지 않으면 늦은 신청으로 셉니다.',
  },
}

/** Beside the request, stored nowhere: the customer's phone and e-mail as links, and the job sheet to print. */
export const requestDeskField: Field = {
  name: 'desk',
  type: 'ui',
  label: '고객 연락처',
  admin: { position: 'sidebar', components: { Field: '@/admin/desk/RequestDesk#RequestDesk' } },
}

/** The request's photos in a lightbox, under the upload field that lists them. */
export const photoViewerField: Field = {
  name: 'photoViewer',
  type: 'ui',
  label: '사진 크게 보기',
  admin: { components: { Field: '@/admin/desk/RequestPhotos#RequestPhotos' } },
}
