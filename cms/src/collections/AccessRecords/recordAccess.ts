import type { CollectionAfterOperationHook, CollectionSlug, PayloadRequest } from 'payload'
import { isStaffUser } from '@/access/roles'
import { requestClient } from '@/lib/rateLimits'
import { relationId } from '@storefront/rules/relation-id'
import { addAccessRecord } from './pending'
import { accessReason } from './reason'

/** What a staff member did with personal data, as the admin panel names it. */
export const ACCESS_OPERATIONS = { read: '열람', list: '목록 조회', export: '내려받기', create: '등록', update: '수정', delete: '삭제' } as const
type AccessOperation = keyof typeof ACCESS_OPERATIONS

/** The collections that hold a customer's personal data, and the fields that name the customer. */
const customerFields = {
  customers: ['id'],
  devices: ['customer', 'transferTo'],
  'service-requests': ['customer'],
  'service-messages': ['customer'],
  'trade-ins': ['customer'],
  'survey-responses': ['customer'],
  'data-requests': ['customer'],
} as const satisfies Partial<Record<CollectionSlug, readonly string[]>>
export type RecordedCollection = keyof typeof customerFields

export const RECORDED_COLLECTIONS: Record<RecordedCollection, string> = {
  customers: '고객',
  devices: '등록 기기',
  'service-requests': 'A/S 신청',
  'service-messages': 'A/S 메시지',
  'trade-ins': '보상 판매 신청',
  'survey-responses': '설문 응답',
  'data-requests': '개인정보 요청',
}

const operationOf: Partial<Record<string, AccessOperation>> = {
  find: 'list',
  findByID: 'read',
  create: 'create',
  update: 'update',
  updateByID: 'update',
  delete: 'delete',
  deleteByID: 'delete',
}

type Doc = Record<string, unknown> & { id?: unknown }

/** The customers a document concerns (an anonymous survey response concerns nobody). */
function customersOf(collection: RecordedCollection, doc: Doc): number[] {
  return customerFields[collection].map((field) => relationId(doc[field])).filter((id): id is number => id !== null)
}

const spaced = (ids: Iterable<unknown>) => {
  const unique = [...new Set(ids)]
  return unique.length ? ` ${unique.join(' ')} ` : ''
}

type Access = { req: PayloadRequest; collection: RecordedCollection; operation: AccessOperation; docs: readonly object[] }

/**
 * Records one operation of a staff member, however many documents it touched: a list read of 100
 * customers is one row naming the 100, not 100 rows. The row waits a moment off the request
 * (pending.ts) and goes to the database with the others of that moment, no hooks or validation
 * (we wrote every value). Nothing when the caller is not staff, or the documents concern no customer.
 */
export function recordAccess({ req, collection, operation, docs }: Access): void {
  const user = req.user
  if (!isStaffUser(user) || !user) return
  const records = docs as readonly Doc[]
  const customers = records.flatMap((doc) => customersOf(collection, doc))
  if (customers.length === 0) return
  const ids = records.map((doc) => doc.id)
  addAccessRecord(req.payload, {
    staff: user.id,
    staffEmail: String(user.email ?? ''),
    staffRole: 'role' in user ? String(user.role) : null,
    operation,
    resource: collection,
    summary: `${ACCESS_OPERATIONS[operation]} · ${RECORDED_COLLECTIONS[collection]} ${ids.length}건`,
    documents: spaced(ids),
    documentCount: ids.length,
    customers: spaced(customers),
    ip: req.headers ? requestClient(req) : null,
    path: req.url ? new URL(req.url, 'http://cms').pathname.slice(0, 300) : null,
    reason: accessReason(req),
    createdAt: new Date().toISOString(),
  })
}

const docsOf = (result: unknown): Doc[] => {
  if (!result || typeof result !== 'object') return []
  if ('docs' in result && Array.isArray(result.docs)) return result.docs as Doc[]
  return 'id' in result ? [result as Doc] : []
}

/**
 * The afterOperation hook of each collection of RECORDED_COLLECTIONS. Only what a staff member
 * asked for under their own access (REST, the admin panel's views: overrideAccess false) counts;
 * what the CMS reads for itself inside hooks and jobs (overrideAccess) does not.
 */
export const recordAccessHook =
  (collection: RecordedCollection): CollectionAfterOperationHook =>
  ({ operation, overrideAccess, req, result }) => {
    const kind = operationOf[operation]
    if (kind && !overrideAccess && isStaffUser(req.user)) recordAccess({ req, collection, operation: kind, docs: docsOf(result) })
    return result
  }
