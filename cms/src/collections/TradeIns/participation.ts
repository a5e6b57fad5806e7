import { APIError, type Endpoint, type PayloadRequest } from 'payload'
import { isCustomerUser } from '@/access/roles'
import { verifiedPersonOf } from '@/collections/Customers/identity/verifiedAdult'
import { masked } from '@/notices/dispatch'
import type { TradeIn } from '@/payload-types'
import { countingStatuses } from '@storefront/rules/trade-in'
import { relationId } from '@storefront/rules/relation-id'

/**
 * The customer's accounts as one person (docs/decisions/0060): every account verified as the same
 * person, or the account alone when it is not verified.
 */
export async function accountsOfPerson(req: PayloadRequest, customerId: number, personKey: string | null): Promise<number[]> {
  if (!personKey) return [customerId]
  const { docs } = await req.payload.find({
    collection: 'customers',
    where: { 'identity.personKey': { equals: personKey } },
    depth: 0,
    limit: 100,
    pagination: false,
    req,
  })
  return docs.map(({ id }) => id)
}

/** The trade-ins that count against an event's per-person limit, made from any of `accounts`. */
export async function countedTradeIns(req: PayloadRequest, eventId: number, accounts: number[], limit?: number): Promise<TradeIn[]> {
  const { docs } = await req.payload.find({
    collection: 'trade-ins',
    where: { and: [{ event: { equals: eventId } }, { customer: { in: accounts } }, { status: { in: [...countingStatuses] } }] },
    depth: 0,
    sort: 'createdAt',
    ...(limit ? { limit } : { pagination: false }),
    req,
  })
  return docs
}

const accountLabel = (customer: { provider?: string | null; email?: string | null }) =>
  `${customer.provider === 'kakao' ? '카카오' : '이메일'} 계정${customer.email ? ` ${masked(customer.email)}` : ''}`

/**
 * GET /api/trade-ins/participation/:event — for the signed-in customer: how many trade-ins the person
 * behind the account has in the event across their verified accounts, and those made from another
 * account (which, masked, and when), so the storefront can say so before the form is filled rather
 * than after it is sent. Nothing about anyone else: the accounts are the customer's own person's.
 */
export const participationEndpoint: Endpoint = {
  path: '/participation/:event',
  method: 'get',
  handler: async (req) => {
    if (!isCustomerUser(req.user)) throw new APIError('로그인이 필요합니다.', 401, null, true)
    const eventId = Number(req.routeParams?.event)
    if (!Number.isSafeInteger(eventId) || eventId <= 0) throw new APIError('참여할 수 없는 보상 판매 이벤트입니다.', 404, null, true)
    const customerId = Number(req.user!.id)
    const personKey = await verifiedPersonOf(req, customerId).catch(() => null)
    const accounts = await accountsOfPerson(req, customerId, personKey)
    const counted = await countedTradeIns(req, eventId, accounts)
    const others = counted.filter((tradeIn) => relationId(tradeIn.customer) !== customerId)
    const owners = others.length
      ? (
          await req.payload.find({
            collection: 'customers',
            where: { id: { in: others.map((tradeIn) => relationId(tradeIn.customer)) } },
            select: { email: true, provider: true },
            depth: 0,
            pagination: false,
            req,
          })
        ).docs
      : []
    return Response.json({
      counted: counted.length,
      elsewhere: others.map((tradeIn) => {
        const owner = owners.find(({ id }) => id === relationId(tradeIn.customer))
        return { number: tradeIn.number ?? '', requestedAt: tradeIn.createdAt, account: owner ? accountLabel(owner) : '다른 계정' }
      }),
    })
  },
}
