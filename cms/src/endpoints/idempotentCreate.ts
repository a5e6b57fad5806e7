import { APIError, type CollectionSlug, type Endpoint, type PayloadHandler, type PayloadRequest } from 'payload'
import { refuseWhenCustomerCheckUnavailable } from '@/collections/Customers/auth/unavailable'
import { refuseMalformedIds, refuseNonObjectJson } from './jsonObjectBody'

// POST /api/<collection> for consumer writes, honouring an `Idempotency-Key` header: the same key
// from the same requester answers with the record the first request created (200 instead of 201)
// and never creates a second one. Without the header this is Payload's own create, untouched.

const HEADER = 'idempotency-key'
const KEY_PATTERN = /^[\w.:-]{8,128}$/

/** Keys are per requester, so one consumer can neither collide with nor read another's. */
const scoped = (req: PayloadRequest, key: string) => `${req.user ? `${req.user.collection}:${req.user.id}` : 'visitor'}:${key}`

async function findByKey(req: PayloadRequest, collection: CollectionSlug, key: string) {
  const { docs } = await req.payload.find({
    collection,
    where: { idempotencyKey: { equals: key } },
    limit: 1,
    depth: 0,
    pagination: false,
    // The field is readable by staff only; the key is already scoped to this requester.
    overrideAccess: true,
  })
  return docs[0]
}

async function replay(req: PayloadRequest, collection: CollectionSlug, id: number | string) {
  // What the requester may see of the record; a visitor (anonymous survey) only learns its id.
  const doc = req.user ? await req.payload.findByID({ collection, id, req, overrideAccess: false, depth: Number(req.query.depth ?? 0) }) : { id }
  return Response.json({ doc, message: '이미 접수된 요청입니다.' }, { status: 200, headers: { 'idempotent-replayed': 'true' } })
}

const handler: PayloadHandler = async (req) => {
  // Before the key is scoped: a customer who could not be checked is not a visitor.
  refuseWhenCustomerCheckUnavailable(req)
  const collection = req.routeParams?.collection as CollectionSlug
  // Payload appends its own endpoints after the collection's: its create comes after this one.
  const endpoints = req.payload.collections[collection].config.endpoints || []
  const defaultCreate = endpoints.find((endpoint) => endpoint.method === 'post' && endpoint.path === '/' && endpoint.handler !== handler)
  if (!defaultCreate) throw new Error(`no default create endpoint for ${collection}`)

  const body = await refuseNonObjectJson(req)
  if (body) refuseMalformedIds(req.payload.collections[collection].config.flattenedFields, body)
  const given = req.headers.get(HEADER)
  if (given === null) return defaultCreate.handler(req)
  if (!KEY_PATTERN.test(given)) throw new APIError('Idempotency-Key 형식이 올바르지 않습니다 (영문·숫자 8–128자).', 400, null, true)

  const key = scoped(req, given)
  const existing = await findByKey(req, collection, key)
  if (existing) return replay(req, collection, existing.id)
  req.context.idempotencyKey = key
  try {
    return await defaultCreate.handler(req)
  } catch (error) {
    // A concurrent twin with the same key won the unique index: answer with its record.
    const twin = await findByKey(req, collection, key)
    if (twin) return replay(req, collection, twin.id)
    throw error
  }
}

export const idempotentCreate: Endpoint = { path: '/', method: 'post', handler }
