import type { CollectionAfterChangeHook } from 'payload'

/** A new message mails the other side through the jobs queue, in the same transaction: never lost, never waited for. */
export const queueMessageMail: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create') await req.payload.jobs.queue({ task: 'messageMail', input: { message: doc.id }, req })
  return doc
}
