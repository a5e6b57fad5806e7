// The people and shared documents the access matrix acts with.
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import type { Customer, Product, Shop, Survey, TradeInEvent, User } from '@/payload-types'
import { createProduct, createShop, createTradeInEvent, customerOf } from '../fixtures'
import { type Consumer, signUpConsumer } from '../firebase'
import { markVerified } from '../identity'
import { staffSession } from '../payload'

export const roles = ['admin', 'manager', 'staff', 'customer', 'anotherCustomer', 'visitor'] as const
export type MatrixRole = (typeof roles)[number]

export type Actor = { headers: Record<string, string>; user?: User; customer?: Customer & { collection: 'customers' } }

export type Context = {
  payload: Payload
  actors: Record<MatrixRole, Actor>
  /** The customer whose records are "own" for `customer` and someone else's for `anotherCustomer`. */
  owner: Customer & { collection: 'customers' }
  product: Product
  shop: Shop
  event: TradeInEvent
  /** Needs no login: anyone may answer it, so every role can try to create a response. */
  openSurvey: Survey
}

const DAY = 24 * 60 * 60 * 1000

export const surveyData = (requiresLogin: boolean, status: 'published' | 'draft' = 'published') => ({
  slug: `matrix-${randomUUID().slice(0, 8)}`,
  _status: status,
  title: '권한 확인 설문',
  opensAt: new Date(Date.now() - DAY).toISOString(),
  requiresLogin,
  allowEdit: true,
  questions: [{ blockType: 'rating' as const, question: '만족도', required: true, scale: '5' as const }],
})

export async function createContext(payload: Payload): Promise<Context> {
  // One after another, admin first: on an empty database the first user becomes an admin.
  const admin = await staffSession(payload, 'admin')
  const manager = await staffSession(payload, 'manager')
  const staff = await staffSession(payload, 'staff')
  const consumers: Consumer[] = await Promise.all([signUpConsumer('고객 가'), signUpConsumer('고객 나')])
  const [owner, another] = await Promise.all(consumers.map(customerOf))
  // Registering and trading in are adult-only: both have verified (the identity tests check the rest).
  await Promise.all([owner, another].map((customer) => markVerified(payload, customer.id)))
  const product = await createProduct(payload, { tradeInEligible: true })
  const event = await createTradeInEvent(payload, product, { title: '권한 확인 보상 판매', perCustomerLimit: 100, credit: 10_000 })
  return {
    payload,
    actors: {
      admin,
      manager,
      staff,
      customer: { headers: consumers[0].headers, customer: owner },
      anotherCustomer: { headers: consumers[1].headers, customer: another },
      visitor: { headers: {} },
    },
    owner,
    product,
    shop: await createShop(payload, ['registration', 'service', 'trade-in']),
    event,
    openSurvey: await payload.create({ collection: 'surveys', data: surveyData(false) }),
  }
}
