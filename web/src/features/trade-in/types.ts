import type { ImageView } from '~/ui/rich-text/ArticleHero'

// What the trade-in pages receive from the server (plain data, dates already formatted).

export interface TradeInOffer {
  productId: number
  name: string
  image: { url: string; alt: string } | null
  /** Credit in won. */
  credit: number
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
  /** The terms (rich text) already turned into HTML. */
  termsHtml: string
}

export type TradeInPhase = 'upcoming' | 'running' | 'ended'

export interface TradeInEventPageData extends TradeInEventData {
  phase: TradeInPhase
  /** Seoul calendar days until it starts (upcoming) or until its last day (running); 0 is today. */
  days: number
}

export interface TradeInTimelineEntry {
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
  expectedCredit: number | null
  creditGranted: number | null
  photos: { id: number; url: string }[]
  timeline: TradeInTimelineEntry[]
  requestedOn: string
  canCancel: boolean
}

/** One of my active devices on /trade-in/{id}/me: the credit it would earn, or why it cannot join. */
export interface EligibleDevice {
  id: number
  serialNumber: string
  productName: string
  image: { url: string; alt: string } | null
  credit: number | null
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

export interface MyTradeInEvent {
  event: TradeInEventPageData
  devices: EligibleDevice[]
  requests: MyTradeInSummary[]
}

/** My page: every trade-in of mine (open first) with its event, and the events I can join now. */
export interface MyTradeIns {
  requests: (MyTradeInSummary & { open: boolean; eventTitle: string })[]
  running: { id: number; title: string }[]
}
