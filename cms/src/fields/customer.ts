import type { RelationshipField } from 'payload'
import { isAdmin } from '@/access/isAdmin'
import { RELATIONSHIP_TITLE_CELL } from './components/cells'

/**
 * The consumer a record belongs to: what `staffOrOwner` and `adminOrOwner` match on. Consumers
 * never choose it (hooks/setOwner sets it to them); only an admin may assign or reassign it.
 */
export const customerField = {
  name: 'customer',
  type: 'relationship',
  relationTo: 'customers',
  label: '고객',
  required: true,
  index: true,
  access: { create: isAdmin, update: isAdmin },
  admin: { position: 'sidebar', components: { Cell: RELATIONSHIP_TITLE_CELL } },
} satisfies RelationshipField
