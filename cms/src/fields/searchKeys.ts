import type { TextField } from 'payload'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { technicalField } from './technical'

/**
 * What a list's search box looks in: the record's own number or serial and what its customer is
 * known by (e-mail, name, phone with and without hyphens), so the desk finds a request by what a
 * caller says. PostgreSQL keeps it (migration 20261124_220000_search_keys_kept): a trigger writes it on every
 * save and again on every record of a customer whose details change, so it is never stale and an
 * anonymised customer leaves nothing in it. A trigram index makes the search box's `like` fast on
 * a million rows. `label` is what the search box's placeholder names.
 */
export const searchKeysField = (label: string): TextField => ({
  name: 'searchKeys',
  type: 'text',
  label,
  access: { read: isStaff, create: nobody, update: nobody },
  admin: technicalField,
})

export const SEARCH_KEYS = ['searchKeys']
