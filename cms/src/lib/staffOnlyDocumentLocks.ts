import type { SanitizedConfig } from 'payload'
import { isStaff } from '@/access/isStaff'

/**
 * Payload's own document-lock collection (who is editing what in the admin panel) lets any
 * signed-in user read and write locks, and consumers are signed-in users too. Locks are a staff
 * tool: only staff may touch them. Payload adds the collection while sanitising, after plugins
 * run, so this is applied to the finished config.
 */
export async function staffOnlyDocumentLocks(config: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const sanitized = await config
  const locks = sanitized.collections.find(({ slug }) => slug === 'payload-locked-documents')
  if (locks) locks.access = { ...locks.access, create: isStaff, read: isStaff, update: isStaff, delete: isStaff }
  return sanitized
}
