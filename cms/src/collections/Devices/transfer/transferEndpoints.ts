import { createHash, randomBytes } from 'node:crypto'
import {
  addDataAndFileToRequest,
  APIError,
  commitTransaction,
  createLocalReq,
  type Endpoint,
  initTransaction,
  killTransaction,
  type PayloadRequest,
} from 'payload'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { isCustomerUser } from '@/access/roles'
import { countConsumerWrite } from '@/hooks/limitConsumerWrites'
import { lockFor } from '@/lib/locks'
import { requestClient, sharedLimiters } from '@/lib/rateLimits'
import type { Device } from '@/payload-types'
import { TRANSFER_CODE_HOURS, TRANSFER_CODE_LENGTH, transferRefusals } from '@storefront/rules/device-transfer'
import { limitOf, RATE_LIMITS } from '@storefront/rules/rate-limit-budgets'
import { admit, retryInMinutes } from '@storefront/rules/rate-limits.server'
import { serviceFlow } from '@storefront/rules/service-request-flow'
import { tradeInFlow } from '@storefront/rules/trade-in-flow'
import { isVerifiedAdult } from '@/collections/Customers/identity/verifiedAdult'
import { formatWarrantyCode, normaliseWarrantyCode, warrantyCodeFrom } from '@storefront/rules/warranty-code'
import { openStatuses } from '@storefront/rules/workflow'

const refuse = (message: string, status = 400) => new APIError(message, status, null, true)
const hashOf = (code: string) => createHash('sha256').update(code).digest('hex')
const noStore = { 'cache-control': 'no-store' }

// Codes are 8 characters of base32 (40 bits) alive for two days: a client or a recipient walking
// through them is stopped long before finding one, in the table every replica shares (the
// numbers: docs/product.md#rate-limits).
const TRANSFER_ACCEPT_LIMITS = {
  perClient: limitOf(RATE_LIMITS.transferAccept.perAddress),
  perCustomer: limitOf(RATE_LIMITS.transferAccept.perCustomer),
}
let limiters: { perClient: RateLimiterAbstract; perCustomer: RateLimiterAbstract } | undefined

function signedInCustomer(req: PayloadRequest): number {
  if (!req.user || !isCustomerUser(req.user)) throw refuse('로그인이 필요합니다. 다시 로그인해 주세요.', 401)
  return Number(req.user.id)
}

/** The device the path names, when it is `customer`'s; else not found, as anyone else's. */
async function myDevice(req: PayloadRequest, customer: number): Promise<Device> {
  const id = Number(req.routeParams?.id)
  const device = Number.isSafeInteger(id) ? await req.payload.findByID({ collection: 'devices', id, depth: 0, req, disableErrors: true }) : null
  const owner = device && (typeof device.customer === 'object' ? device.customer?.id : device.customer)
  if (!device || owner !== customer) throw refuse('기기를 찾을 수 없습니다.', 404)
  return device
}

/** My own active device with no A/S or trade-in under way, else a Korean refusal. */
async function myTransferableDevice(req: PayloadRequest, customer: number): Promise<Device> {
  const device = await myDevice(req, customer)
  if (device.status !== 'active') throw refuse(transferRefusals.notActive)
  const [service, trade] = await Promise.all([
    req.payload.count({
      collection: 'service-requests',
      where: { and: [{ device: { equals: device.id } }, { status: { in: openStatuses(serviceFlow) } }] },
      req,
    }),
    req.payload.count({ collection: 'trade-ins', where: { and: [{ device: { equals: device.id } }, { status: { in: openStatuses(tradeInFlow) } }] }, req }),
  ])
  if (service.totalDocs + trade.totalDocs > 0) throw refuse(transferRefusals.openRequest)
  return device
}

/**
 * POST /api/devices/:id/transfer-offer — the owner's one-time code for handing the device on,
 * shown once (only its hash is kept) and good for 48 hours; a new one replaces the last.
 * POST /api/devices/:id/transfer-offer/withdraw withdraws it.
 */
export const transferOfferEndpoint: Endpoint = {
  path: '/:id/transfer-offer',
  method: 'post',
  handler: async (req) => {
    const customer = signedInCustomer(req)
    await countConsumerWrite(req)
    const device = await myTransferableDevice(req, customer)
    const code = warrantyCodeFrom(randomBytes(TRANSFER_CODE_LENGTH)).slice(0, TRANSFER_CODE_LENGTH)
    const expiresAt = new Date(Date.now() + TRANSFER_CODE_HOURS * 60 * 60 * 1000).toISOString()
    await req.payload.update({ collection: 'devices', id: device.id, data: { transferOffer: { codeHash: hashOf(code), expiresAt } }, depth: 0, req })
    return Response.json({ code: formatWarrantyCode(code), expiresAt }, { status: 201, headers: noStore })
  },
}

export const withdrawTransferOfferEndpoint: Endpoint = {
  path: '/:id/transfer-offer/withdraw',
  method: 'post',
  handler: async (req) => {
    const customer = signedInCustomer(req)
    await countConsumerWrite(req)
    const device = await myDevice(req, customer)
    await req.payload.update({ collection: 'devices', id: device.id, data: { transferOffer: { codeHash: null, expiresAt: null } }, depth: 0, req })
    return Response.json({ ok: true }, { headers: noStore })
  },
}

/**
 * POST /api/devices/transfer/accept `{ code }` — the signed-in recipient takes the device: the
 * owner's registration ends as transferred to them (hooks/changeStatus, completeTransfer), which
 * registers it to them with the same purchase and so the same warranty end. One use: the code
 * goes with the registration it named. Limited per client and per recipient.
 */
export const acceptTransferEndpoint: Endpoint = {
  path: '/transfer/accept',
  method: 'post',
  handler: async (req) => {
    const customer = signedInCustomer(req)
    const limiter = sharedLimiters(req.payload)
    limiters ??= {
      perClient: limiter('transfer-accept:client', TRANSFER_ACCEPT_LIMITS.perClient),
      perCustomer: limiter('transfer-accept:customer', TRANSFER_ACCEPT_LIMITS.perCustomer),
    }
    // The recipient first: guesses refused to one account do not count against a shop's address.
    const admission = await admit([
      [limiters.perCustomer, String(customer)],
      [limiters.perClient, requestClient(req)],
    ])
    if (!admission.ok) throw refuse(`양도 코드 확인 요청이 너무 많습니다. ${retryInMinutes(admission.retryAfterSeconds)}`, 429)
    await addDataAndFileToRequest(req)
    const typed = typeof (req.data as { code?: unknown } | undefined)?.code === 'string' ? normaliseWarrantyCode((req.data as { code: string }).code) : ''
    if (typed.length !== TRANSFER_CODE_LENGTH) throw refuse(transferRefusals.badFormat)

    const { docs } = await req.payload.find({
      collection: 'devices',
      where: { and: [{ 'transferOffer.codeHash': { equals: hashOf(typed) } }, { status: { equals: 'active' } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const device = docs[0]
    if (!device?.transferOffer?.expiresAt || Date.parse(device.transferOffer.expiresAt) < Date.now()) throw refuse(transferRefusals.unknown)
    const owner = typeof device.customer === 'object' ? device.customer?.id : device.customer
    if (owner === customer) throw refuse(transferRefusals.own)
    // As registering one does: a device goes to a verified adult only.
    const recipient = await req.payload.findByID({ collection: 'customers', id: customer, depth: 0, req })
    if (!isVerifiedAdult(recipient)) throw refuse(transferRefusals.adult)
    // As the system in a transaction of its own: the recipient's registration is made as staff's
    // transfers make it (no label code asked of them), and of two recipients with the same code at
    // once, the first takes the device and the second finds the code gone.
    const system = await createLocalReq({}, req.payload)
    await initTransaction(system)
    try {
      await lockFor(req.payload, system, `devices:transfer:${device.id}`)
      const current = await req.payload.findByID({ collection: 'devices', id: device.id, depth: 0, req: system })
      if (current.status !== 'active' || current.transferOffer?.codeHash !== hashOf(typed)) throw refuse(transferRefusals.unknown)
      await req.payload.update({
        collection: 'devices',
        id: device.id,
        data: { status: 'transferred', transferTo: customer, statusNote: '고객이 양도 코드로 양도', transferOffer: { codeHash: null, expiresAt: null } },
        depth: 0,
        req: system,
      })
      await commitTransaction(system)
    } catch (error) {
      await killTransaction(system)
      throw error
    }
    const { docs: mine } = await req.payload.find({
      collection: 'devices',
      where: { and: [{ serialNumber: { equals: device.serialNumber } }, { customer: { equals: customer } }, { status: { equals: 'active' } }] },
      limit: 1,
      depth: 0,
      req,
    })
    return Response.json({ device: { id: mine[0]?.id, serialNumber: device.serialNumber } }, { headers: noStore })
  },
}
