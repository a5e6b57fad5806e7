import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { hasRole } from '@/access/roles'
import { serviceFlow } from '@storefront/rules/service-request-flow'
import { openStatuses } from '@storefront/rules/workflow'
import { relationId } from '@storefront/rules/relation-id'

/**
 * A cancelled, rejected or completed request is a record of what happened: its shop and cost stay
 * (the flow already refuses any status change). Staff may still add private notes; an admin may
 * correct anything.
 */
export const keepClosedAsTheyAre: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || openStatuses(serviceFlow).includes(originalDoc.status) || hasRole(req.user, 'admin')) return data
  const shopChanged = data.shop !== undefined && relationId(data.shop) !== relationId(originalDoc.shop)
  const costChanged = data.cost !== undefined && (data.cost ?? null) !== (originalDoc.cost ?? null)
  if (shopChanged || costChanged) throw new APIError('종료된 신청은 바꿀 수 없습니다.', 400, null, true)
  return data
}
