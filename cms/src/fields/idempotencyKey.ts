import type { Field } from 'payload'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { technicalField } from './technical'

/**
 * The Idempotency-Key a consumer sent with the create, scoped to them (endpoints/idempotentCreate).
 * Unique, so a retried or double-clicked submit can never store a second record.
 */
export const idempotencyKeyField: Field = {
  name: 'idempotencyKey',
  type: 'text',
  label: '중복 제출 방지 키',
  unique: true,
  index: true,
  access: { read: isStaff, create: nobody, update: nobody },
  admin: technicalField,
}
