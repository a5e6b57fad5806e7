import type { Access } from 'payload'

/**
 * Anyone, as a query rather than `true`: Payload then serves a file only when a document names it,
 * and refuses an unknown file name (403) instead of looking on disk and answering 500.
 */
export const anyoneWhereItExists: Access = () => ({ id: { exists: true } })
