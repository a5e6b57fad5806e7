import type { CollectionBeforeChangeHook } from 'payload'

// The first account (the admin panel's "create first user" form) must be able to manage the
// rest; otherwise it would be a staff user nobody can promote.
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  return totalDocs === 0 ? { ...data, role: 'admin' } : data
}
