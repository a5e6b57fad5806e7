import type { SanitizedConfig } from 'payload'

/**
 * Payload adds a global of its own, `payload-jobs-stats`, once a task has a `schedule` (the
 * access review's): it records when each schedule last queued its job. Payload's default access
 * would let any signed-in account, consumers included, read and overwrite it over REST; only
 * Payload itself, with the local API, has any business there. Added while sanitising, after
 * plugins run, so this is applied to the finished config.
 */
export async function closedJobStats(config: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const sanitized = await config
  const stats = sanitized.globals.find(({ slug }) => slug === 'payload-jobs-stats')
  if (stats) stats.access = { ...stats.access, read: () => false, update: () => false, readVersions: () => false }
  return sanitized
}
