import type { TradeInGrade } from '@storefront/rules/trade-in'
import type { ImageView } from '~/ui/rich-text/ArticleHero'
import type { RequestProgressView } from '~/features/requests/progress'
import type { ShippingView } from '~/features/requests/shipping'

// What the trade-in pages receive from the server (plain data, dates already formatted).

/** The credit for one condition grade of a model, in won. */
export interface GradeCredit {
  grade: TradeInGrade
  label: string
  description: string
  credit: number
}

interface TradeInOffer {
  productId: number
  name: string
  image: { url: string; alt: string } | null
  /** The best grade's credit in won: the most a device of this model earns. */
  credit: number
  /** Each grade's credit, A first. */
  credits: GradeCredit[]
}

/** An event as its public page shows it, the same for every visitor. */
export interface TradeInEventData {
  id: number
  title: string
  summary: string | null
  banner: ImageView | null
  /** YYYY-MM-DD HH:mm in Seoul, and the ISO instants for <time>. */
  startsAt: { text: string; iso: string }
  endsAt: { text: string; iso: string }
  offers: TradeInOffer[]
  perCustomerLimit: number
  /** When and how the credit is paid, in the event's words; null when it set no method. */
  payout: string | null
  /** The terms (rich text) already turned into HTML. */
  termsHtml: string
}

type TradeInPhase = 'upcoming' | 'running' | 'ended'

export interface TradeInEventPageData extends TradeInEventData {
  phase: TradeInPhase
  /** Seoul calendar days until it starts (upcoming) or until its last day (running); 0 is today. */
  days: number
}

interface TradeInTimelineEntry {
  status: string
  label: string
  /** YYYY-MM-DD HH:mm in Seoul. */
  at: string
  note: string | null
}

/** One trade-in of mine, as /trade-in/view/{tradeId} shows it. */
export interface TradeInDetail {
  id: number
  number: string
  status: string
  statusLabel: string
  event: { id: number; title: string } | null
  productName: string
  serialNumber: string
  conditionLines: string[]
  methodLabel: string
  shop: { name: string; address: string; phone: string | null } | null
  /** The grade the customer's answers gave, e.g. "B등급 · 사용감이 있거나 구성품이 빠짐". */
  gradeLabel: string | null
  /** The grade staff confirmed once the device was in their hands. */
  inspectedGradeLabel: string | null
  expectedCredit: number | null
  /** The credit confirmed by inspection, or paid; null while only the estimate is known. */
  creditGranted: number | null
  /** When and how the credit is paid (the event's words), once approved. */
  payout: string | null
  shipping: ShippingView | null
  photos: { id: number; url: string }[]
  timeline: TradeInTimelineEntry[]
  progress: RequestProgressView
  requestedOn: string
  canCancel: boolean
}

/** One of my active devices on /trade-in/{id}/me: the credit it would earn, or why it cannot join. */
export interface EligibleDevice {
  id: number
  serialNumber: string
  productName: string
  image: { url: string; alt: string } | null
  /** The most it earns (the best grade), and each grade's credit; null when the event does not take its model. */
  credit: number | null
  credits: GradeCredit[] | null
  /** Null when it can be requested now. */
  reason: string | null
}

export interface MyTradeInSummary {
  id: number
  number: string
  status: string
  statusLabel: string
  productName: string
  serialNumber: string
  requestedOn: string
}

/** A trade-in the same verified person made in the event from another of their accounts. */
export interface TradeInElsewhere {
  number: string
  /** YYYY-MM-DD in Seoul. */
  requestedOn: string
  /** Which account, masked: "카카오 계정 k***@example.com". */
  account: string
}

export interface MyTradeInEvent {
  event: TradeInEventPageData
  devices: EligibleDevice[]
  requests: MyTradeInSummary[]
  /** Counted against the event's limit with mine (docs/decisions/0060): said on arriving, not after the form. */
  elsewhere: TradeInElsewhere[]
}

/** My page: every trade-in of mine (open first) with its event, and the events I can join now. */
export interface MyTradeIns {
  requests: (MyTradeInSummary & { open: boolean; eventTitle: string })[]
  running: { id: number; title: string }[]
}
