// What the A/S journey's pages are given.
import type { ConversationView } from './conversation'
import type { EstimateView } from './estimate'
import type { ServiceStatus } from '@storefront/rules/service-request-flow'
import type { DeviceProgram, DeviceView } from '~/features/devices/types'
import type { RequestProgressView } from '~/features/requests/progress'
import type { ShippingView } from '~/features/requests/shipping'
import type { VisitShop } from '~/features/requests/types'

/** One request in a list: my A/S, my open requests on the start page. */
export interface ServiceSummary {
  id: number
  number: string
  status: ServiceStatus
  statusLabel: string
  open: boolean
  symptomLabel: string
  productName: string
  serialNumber: string
  /** YYYY-MM-DD in Seoul. */
  requestedOn: string
  updatedOn: string
}

interface TimelineEntry {
  status: ServiceStatus
  label: string
  /** YYYY-MM-DD HH:mm in Seoul. */
  at: string
  note: string | null
}

export interface ServiceDetail extends ServiceSummary {
  description: string
  method: 'visit' | 'mail'
  methodLabel: string
  shop: { id: number; name: string; address: string; phone: string | null } | null
  returnAddress: { name: string; phone: string; postalCode: string; address: string; detail: string | null } | null
  inWarranty: boolean
  cost: number | null
  photos: { id: number; url: string; name: string }[]
  timeline: TimelineEntry[]
  progress: RequestProgressView
  /** A mail-in's shipments either way; null for a visit. */
  shipping: ShippingView | null
  /** My messages and the team's replies, where the page shows them (readMyRequest's `conversation`). */
  conversation: ConversationView | null
  /** The repair's cost estimate, once staff sent one. */
  estimate: EstimateView | null
  /** A visit's booked slot ("11월 28일 (토) 14:00"), and whether I may book or change it; null for a mail-in. */
  visit: { label: string | null; canBook: boolean } | null
  canCancel: boolean
  canChangeShop: boolean
}

/** A trade-in of the device still under way: it takes no A/S until the trade-in ends. */
export interface OpenTradeIn {
  id: number
  number: string
  statusLabel: string
}

export interface ServiceStart {
  devices: (DeviceView & { openRequest: ServiceSummary | null; openTradeIn: OpenTradeIn | null })[]
  open: ServiceSummary[]
}

export interface ServiceForm {
  device: DeviceView
  /** A request still open for this device: shown instead of a second form. */
  openRequest: ServiceSummary | null
  /** A trade-in under way for this device: shown instead of the form. */
  openTradeIn: OpenTradeIn | null
  shops: VisitShop[]
  idempotencyKey: string
  /** The postcode search's script, loaded when the customer asks to search (docs/decisions/0059). */
  postcodeScriptUrl: string
  /** The service program the request is filed under (the notice's link): free of charge. */
  program: DeviceProgram | null
}
