import type { EstimateState } from '@storefront/rules/estimate'

/** A repair's estimate as the request's page and the mail's link page show it. */
export interface EstimateView {
  parts: number
  labour: number
  total: number
  note: string | null
  state: EstimateState
  /** YYYY-MM-DD HH:mm in Seoul. */
  sentAt: string
  answeredAt: string | null
  /** Names the estimate the answer is for: a revised one is not answered by mistake. */
  nonce: string
  /** Still waiting for the customer's answer, and the request still open to one. */
  canAnswer: boolean
}

export type EstimateResult = { ok: true; state: EstimateState } | { ok: false; message: string }
