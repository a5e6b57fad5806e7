import type { CollectionAfterChangeHook } from 'payload'
import { ANNOUNCEMENT_QUEUE } from '@/collections/Announcements/queue'
import type { Device } from '@/payload-types'
import { programsForDevices } from '../coverage'

/**
 * A covered unit registered while a program runs (most often a transfer's new owner, whose
 * registration is a new one: Devices/hooks/changeStatus) is told too: a notify run for that device,
 * queued with the registration (it commits or rolls back with it). Its row is its own, so the new
 * owner hears once, and the earlier owner's notice is not sent again.
 */
export const notifyNewOwner: CollectionAfterChangeHook<Device> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.status !== 'active') return doc
  const applying = (await programsForDevices(req.payload, [doc.id], { req })).get(doc.id) ?? []
  for (const program of applying) {
    await req.payload.jobs.queue({ task: 'serviceProgramNotify', queue: ANNOUNCEMENT_QUEUE, input: { program: program.id, device: doc.id }, req })
  }
  return doc
}
