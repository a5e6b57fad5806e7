import type { CollectionBeforeOperationHook, CollectionSlug, TextField, Where } from 'payload'
import { isStaff } from '@/access/isStaff'
import { isStaffUser } from '@/access/roles'
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * A whole e-mail address in the search box means that customer's records: matched exactly on the
 * customer's indexed e-mail (`emailPath`), not as words in the trigram index. Addresses share most
 * of their trigrams (the domain, common names, digits), so on a million requests the `like` read
 * nearly every row (2.7 s in the bench). Firebase keeps addresses in lower case. Staff only: a
 * consumer's query on the keys stays refused.
 */
export const exactEmailSearch =
  <Slug extends CollectionSlug>(emailPath: string): CollectionBeforeOperationHook<Slug> =>
  ({ args, operation, req }) => {
    const where = 'where' in args ? (args.where as Where | undefined) : undefined
    if ((operation !== 'read' && operation !== 'count') || !where || !isStaffUser(req.user)) return args
    return { ...args, where: withExactEmail(where, emailPath) }
  }

function withExactEmail(where: Where, emailPath: string): Where {
  const rewritten: Where = {}
  for (const [key, value] of Object.entries(where)) {
    const like = key === 'searchKeys' && typeof value === 'object' && value && 'like' in value ? String(value.like).trim() : undefined
    if (like !== undefined && EMAIL.test(like)) rewritten[emailPath] = { equals: like.toLowerCase() }
    else if ((key === 'and' || key === 'or') && Array.isArray(value)) rewritten[key] = value.map((clause: Where) => withExactEmail(clause, emailPath))
    else rewritten[key] = value
  }
  return rewritten
}
