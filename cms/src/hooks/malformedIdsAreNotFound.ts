import { type CollectionBeforeOperationHook, type Endpoint, NotFound } from 'payload'

// Every collection keys its rows with PostgreSQL's integer id: a whole number from 1 to 2^31 − 1.
const MAX_ROW_ID = 2_147_483_647
const isRowId = (id: unknown) => /^[1-9]\d{0,9}$/.test(String(id)) && Number(id) <= MAX_ROW_ID

/**
 * A document address whose id no row can have ("abc", "1.5", a number past the column) is a 404,
 * as any missing document is, instead of the database's refusal answered as a 500.
 */
export const malformedIdsAreNotFound: CollectionBeforeOperationHook = ({ args, req }) => {
  const { id } = args as { id?: unknown }
  if (id !== undefined && id !== null && !isRowId(id)) throw new NotFound(req.t)
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
