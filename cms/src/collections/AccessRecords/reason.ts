// Bulk reads of personal data ask for a reason (사유, docs/decisions/0077): an export, or a staff
// list read of BULK_READ_ROWS rows or more. The reason travels as the request's `reason` query
// parameter (a download link can carry it, a header cannot) and is kept with the read's access record.
import { APIError, type CollectionBeforeOperationHook, type PayloadRequest, type Where } from 'payload'
import { isStaffUser } from '@/access/roles'
import { env } from '@/env'
import { REASON_MAX_LENGTH } from './reasons'

const REASON_REQUIRED_MESSAGE = '개인정보를 대량으로 조회하거나 내려받으려면 사유를 입력하세요(예: reason=고객 문의 처리).'

/**
 * Set in a local read's context by a view that reads every row to count them and shows a page at
 * a time (the survey results tab): a summary, not a copy. Not settable over REST.
 */
export const SUMMARY_READ = 'summaryRead'

/** The reason a request gives, tidied; null when it gives none. */
export function accessReason(req: Pick<PayloadRequest, 'searchParams'>): string | null {
  const reason = req.searchParams?.get('reason')?.replace(/\s+/g, ' ').trim()
  return reason ? reason.slice(0, REASON_MAX_LENGTH) : null
}

/** The reason `req` gives, or the refusal that says to give one; nothing has been read yet. */
export function requireReason(req: Pick<PayloadRequest, 'searchParams'>): string {
  const reason = accessReason(req)
  if (!reason) throw new APIError(REASON_REQUIRED_MESSAGE, 400, null, true)
  return reason
}

type ListArgs = { limit?: number; pagination?: boolean; where?: Where }

/** How many ids a read names (`id` equals or in): Payload's own reads of related documents name them all. */
function namedIds(where: Where | undefined): number {
  const id = where?.id as { equals?: unknown; in?: unknown } | undefined
  if (id?.equals !== undefined) return 1
  if (Array.isArray(id?.in)) return id.in.length
  if (typeof id?.in === 'string') return id.in.split(',').length
  return Infinity
}

/** How many rows a list read may return at most: its limit (no pagination, limit 0: every row), or fewer ids if it names them. */
const rowsAsked = ({ limit, pagination, where }: ListArgs) => Math.min(pagination === false || limit === 0 ? Infinity : Number(limit ?? 10), namedIds(where))

/**
 * The beforeOperation hook of each collection of personal data: a staff member's list read of
 * BULK_READ_ROWS rows or more under their own access (REST, the panel) is refused before it reads
 * anything unless it gives a reason. The CMS's own reads (overrideAccess) are not asked.
 */
export const requireReasonForBulkReads: CollectionBeforeOperationHook = ({ args, operation, overrideAccess, req }) => {
  if (operation !== 'read' || overrideAccess || !isStaffUser(req.user) || req.context[SUMMARY_READ]) return args
  // findByID reads one document.
  if ('id' in args && args.id !== undefined) return args
  if (rowsAsked(args as ListArgs) >= env.BULK_READ_ROWS) requireReason(req)
  return args
}
