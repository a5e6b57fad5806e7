import type { GlobalSlug, Payload } from 'payload'

/**
 * A global nobody saved yet has no `updatedAt`. The seed writes only those, so seeding again
 * neither changes anything nor overwrites what staff edited.
 */
export const neverSaved = async (payload: Payload, slug: GlobalSlug): Promise<boolean> => !(await payload.findGlobal({ slug, depth: 0 })).updatedAt
