import type { TradeIn } from '@storefront/cms/payload-types'
import { serviceFlow } from '@storefront/rules/service-request-flow'
import { countingStatuses, tradeInRefusals } from '@storefront/rules/trade-in'
import { tradeInFlow, type TradeInStatus } from '@storefront/rules/trade-in-flow'
import { openStatuses } from '@storefront/rules/workflow'
import { readSessionUser, sessionCookieValue } from '~/features/auth/session.server'
import { cms } from '~/features/cms/cms-client.server'
import { readMyDevices } from '~/features/devices/my-devices.server'
import { formatDate } from '~/ui/format-date'
import { getPublishedTradeInEvents } from './event.server'
import { withPhase } from './phase'
import type { EligibleDevice, MyTradeInEvent, MyTradeInSummary } from './types'
import { relationId } from '@storefront/rules/relation-id'

// /trade-in/{id}/me: my devices against one event, with the reasons the CMS would refuse each
// (the CMS decides on submit; this only tells ahead), and my trade-ins in that event.

const COUNTING: readonly string[] = countingStatuses

/** GET /api/trade-ins/participation/:event (the CMS's TradeIns/participation.ts). */
type Participation = { counted: number; elsewhere: Array<{ number: string; requestedAt: string; account: string }> }

/** Null when the event is not published (the 404 screen) or I am signed out. */
export async function readMyTradeInEvent(eventId: number): Promise<MyTradeInEvent | null> {
  const published = (await getPublishedTradeInEvents()).get(eventId)
  if (!published || !(await readSessionUser())) return null
  const credential = sessionCookieValue()!
  const event = withPhase(published)
  const [devices, trades, services, participation] = await Promise.all([
    readMyDevices(),
    cms({ session: credential }).find('trade-ins', {
      depth: 1,
      limit: 200,
      sort: '-createdAt',
      select: ['number', 'status', 'event', 'device', 'createdAt'],
      populate: { devices: { serialNumber: true }, 'trade-in-events': { title: true } },
    }),
    cms({ session: credential }).find('service-requests', {
      depth: 0,
      limit: 200,
      where: { status: { in: openStatuses(serviceFlow) } },
      select: ['device'],
    }),
    // Counted per person across their verified accounts, as the CMS counts the limit on submit.
    cms({ session: credential }).get<Participation>(`/api/trade-ins/participation/${eventId}`),
  ])
  if (!devices) return null
  const tradedDevices = new Set(trades.docs.filter((trade) => COUNTING.includes(trade.status)).map((trade) => relationId(trade.device)))
  const inThisEvent = trades.docs.filter((trade) => relationId(trade.event) === eventId)
  const limitReached = participation.counted >= event.perCustomerLimit
  const limitReason = participation.elsewhere.length ? tradeInRefusals.samePerson(event.title) : tradeInRefusals.limit(event.perCustomerLimit)
  const inService = new Set(services.docs.map((request) => relationId(request.device)))
  const offers = new Map(event.offers.map((offer) => [offer.productId, offer]))

  const eligible: EligibleDevice[] = devices.map((device) => {
    const offer = device.productId ? offers.get(device.productId) : undefined
    const credit = offer?.credit ?? null
    const reason =
      event.phase !== 'running'
        ? tradeInRefusals.notRunning
        : credit === null
          ? tradeInRefusals.model
          : tradedDevices.has(device.id)
            ? tradeInRefusals.traded
            : inService.has(device.id)
              ? tradeInRefusals.openService
              : limitReached
                ? limitReason
                : null
    return {
      id: device.id,
      serialNumber: device.serialNumber,
      productName: device.productName,
      image: device.image,
      credit,
      credits: offer?.credits ?? null,
      reason,
    }
  })
  const byDevice = new Map(devices.map((device) => [device.id, device]))
  const requests: MyTradeInSummary[] = inThisEvent.map((trade: Pick<TradeIn, 'id' | 'number' | 'status' | 'device' | 'createdAt'>) => {
    const device = byDevice.get(relationId(trade.device))
    return {
      id: trade.id,
      number: trade.number ?? '',
      status: trade.status,
      statusLabel: tradeInFlow.labels[trade.status as TradeInStatus] ?? trade.status,
      productName: device?.productName ?? '바포레 기기',
      serialNumber: device?.serialNumber ?? (typeof trade.device === 'object' ? trade.device.serialNumber : ''),
      requestedOn: formatDate(trade.createdAt),
    }
  })
  // Eligible devices first, then the others with their reasons.
  const elsewhere = participation.elsewhere.map(({ number, requestedAt, account }) => ({ number, account, requestedOn: formatDate(requestedAt) }))
  return { event, devices: [...eligible.filter((d) => !d.reason), ...eligible.filter((d) => d.reason)], requests, elsewhere }
}
