import type { CollectionBeforeChangeHook } from 'payload'
import { isCustomerUser } from '@/access/roles'
import { fieldRefusal } from '@/lib/fieldRefusal'
import { courierLabel, normaliseTrackingNumber, type Shipment, shipmentProblems } from '@storefront/rules/shipping'
import { timelineEntry, withEntry } from '@/requests/workflow/recordStatusChange'

const SHIPMENTS = [
  { field: 'inbound', event: 'sent-in' },
  { field: 'outbound', event: 'sent-back' },
] as const

/**
 * A mail-in's shipments: a known courier and a tracking number of digits. A customer gives theirs
 * while the request waits for the device (`customerSendsWhile`). Each shipment given or changed
 * goes on the timeline with its courier and number. An empty one changes nothing: an admin form
 * opened before the customer sent theirs sends it back empty, and must not erase it; nor does an
 * unchanged one, as the admin form sends every field.
 */
export const checkShipping =
  (customerSendsWhile: readonly string[]): CollectionBeforeChangeHook =>
  ({ collection, data, operation, originalDoc, req }) => {
    if (operation !== 'update') return data
    let next = data
    for (const { field, event } of SHIPMENTS) {
      const given = data[field] as Shipment | null | undefined
      if (!given) continue
      const before = (originalDoc[field] ?? {}) as Shipment
      const courier = given.courier || null
      const trackingNumber = normaliseTrackingNumber(given.trackingNumber ?? '') || null
      if (!courier && !trackingNumber) {
        next = { ...next, [field]: { courier: before.courier ?? null, trackingNumber: before.trackingNumber ?? null } }
        continue
      }
      if (courier === (before.courier || null) && trackingNumber === (before.trackingNumber || null)) continue
      // Each refusal on the shipment's own fields, for the admin panel to mark.
      const refuse = (problems: Record<string, string>) => fieldRefusal(collection.slug, problems, field)
      if (originalDoc.method !== 'mail') throw refuse({ trackingNumber: '택배 접수가 아닌 신청에는 운송장을 입력할 수 없습니다.' })
      if (field === 'inbound' && isCustomerUser(req.user) && !customerSendsWhile.includes(originalDoc.status)) {
        throw refuse({ trackingNumber: '지금은 운송장을 입력하거나 바꿀 수 없습니다. 고객센터로 문의하세요.' })
      }
      const problems = shipmentProblems({ courier, trackingNumber })
      if (Object.keys(problems).length > 0) throw refuse(problems)
      const entry = timelineEntry(req, originalDoc.status, `${courierLabel(courier)} ${trackingNumber}`, event)
      next = { ...next, [field]: { courier, trackingNumber }, timeline: withEntry(next, originalDoc, entry) }
    }
    return next
  }
