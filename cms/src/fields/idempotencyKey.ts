import type { Field } from 'payload'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'

/**
 * The Idempotency-Key a consumer sent with the create, scoped to them (endpoints/idempotentCreate).
 * Unique, so a retried or double-clicked submit can never store a second record.
 */
export const idempotencyKeyField: Field = {
  name: 'idempotencyKey',
  type: 'text',
  unique: true,
  index: true,
  access: { read: isStaff, create: nobody, update: nobody },
  admin: { hidden: true },
}
