import { type CollectionBeforeOperationHook, type Endpoint, NotFound } from 'payload'
import { rowId } from '@/lib/rowId'

/**
 * A document address whose id no row can have ("abc", "1.5", a number past the column) is a 404,
 * as any missing document is, instead of the database's refusal answered as a 500.
 */
export const malformedIdsAreNotFound: CollectionBeforeOperationHook = ({ args, req }) => {
  const { id } = args as { id?: unknown }
  if (id !== undefined && id !== null && rowId(id) === null) throw new NotFound(req.t)
  return args
}

/**
 * Payload routes /versions (listing, reading, restoring) on every collection and global, also on
 * one that keeps none, to a table that does not exist (a 500): there, these come first and answer 404.
 */
export const noVersionsHere: Endpoint[] = (
  [
    ['get', '/versions'],
    ['get', '/versions/:id'],
    ['post', '/versions/:id'],
  ] as const
).map(([method, path]) => ({
  path,
  method,
  handler: (req) => {
    throw new NotFound(req.t)
  },
}))
