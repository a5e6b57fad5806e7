import type { TradeIn } from '@storefront/cms/payload-types'
import { serviceMethods } from '@storefront/rules/service-request'
import { tradeInFlow, type TradeInStatus } from '@storefront/rules/trade-in-flow'
import { readSessionUser, sessionCookieValue } from '~/features/auth/session.server'
import { CmsError, cms } from '~/features/cms/cms-client.server'
import { getProducts } from '~/features/devices/catalog.server'
import { entryLabel, openStatuses } from '@storefront/rules/workflow'
import { formatDate } from '~/ui/format-date'
import { getPublishedTradeInEvents } from './event.server'
import { withPhase } from './phase'
import type { MyTradeIns, TradeInDetail } from './types'
import { progressOf } from '~/features/requests/progress'
import { payoutText, tradeInGrades } from '@storefront/rules/trade-in'
import { customerSendsWhile, mailInSentAfter } from '@storefront/rules/shipping'
import { shippingOf } from '~/features/requests/shipping.server'
import { relationId } from '@storefront/rules/relation-id'

// The consumer's own trade-ins, read and cancelled with their own session: what is not theirs is
// not found in the CMS (access rules), and so a 404 here.

const session = async () => ((await readSessionUser()) ? sessionCookieValue() : undefined)
const label = (status: string) => tradeInFlow.labels[status as TradeInStatus] ?? status
const OPEN: readonly string[] = openStatuses(tradeInFlow)
/** Once approved, the customer reads when and how the credit is paid. */
const PAID_AFTER: readonly string[] = ['approved', 'device-received', 'completed']
const EXTERIOR: Record<string, string> = { clean: '외관 깨끗함', worn: '외관 사용감 있음', damaged: '외관 파손 있음' }

function conditionLines(condition: TradeIn['condition']): string[] {
  return [
    EXTERIOR[condition.exterior] ?? condition.exterior,
    condition.powersOn ? '전원 정상' : '전원이 켜지지 않음',
    condition.accessories ? '구성품 모두 있음' : '구성품 일부 없음',
    ...(condition.note ? [condition.note] : []),
  ]
}

const gradeLabel = (grade: TradeIn['grade']) => {
  const found = tradeInGrades.find((item) => item.value === grade)
  return found ? `${found.label} · ${found.description}` : null
}

/** One trade-in of mine with its public timeline; null when it is not mine or not there. */
export async function readMyTradeIn(id: number): Promise<TradeInDetail | null> {
  const credential = await session()
  if (!credential) return null
  let doc: TradeIn
  try {
    doc = await cms({ session: credential }).findByID('trade-ins', id, {
      depth: 1,
      populate: {
        devices: { serialNumber: true, product: true },
        'trade-in-events': { title: true, payoutMethod: true, payoutDays: true },
        shops: { name: true, address: true, phone: true },
        attachments: { filename: true },
      },
    })
  } catch (error) {
    if (error instanceof CmsError && [403, 404].includes(error.status)) return null
    throw error
  }
  const products = await getProducts()
  const device = typeof doc.device === 'object' ? doc.device : null
  const event = typeof doc.event === 'object' ? doc.event : null
  const shop = typeof doc.shop === 'object' && doc.shop ? doc.shop : null
  return {
    id: doc.id,
    number: doc.number ?? '',
    status: doc.status,
    statusLabel: label(doc.status),
    event: event ? { id: event.id, title: event.title } : null,
    productName: (device?.product && products.get(relationId(device.product))?.name) || '바포레 기기',
    serialNumber: device?.serialNumber ?? '',
    conditionLines: conditionLines(doc.condition),
    methodLabel: serviceMethods.find((method) => method.value === doc.method)?.label ?? doc.method,
    shop: shop ? { name: shop.name, address: shop.address, phone: shop.phone ?? null } : null,
    gradeLabel: gradeLabel(doc.grade),
    inspectedGradeLabel: gradeLabel(doc.inspectedGrade),
    expectedCredit: doc.expectedCredit ?? null,
    // Confirmed once inspected, paid once completed; until then only the estimate.
    creditGranted: doc.status === 'completed' || doc.inspectedGrade ? (doc.creditGranted ?? null) : null,
    payout: PAID_AFTER.includes(doc.status) && event ? payoutText(event.payoutMethod, event.payoutDays) : null,
    shipping: await shippingOf(doc, (customerSendsWhile['trade-ins'] as readonly string[]).includes(doc.status)),
    // The A/S photo route serves any attachment of mine (features/service/photo.server).
    photos: (doc.photos ?? []).flatMap((photo) => (typeof photo === 'object' && photo ? [{ id: photo.id, url: `/api/service/photo/${photo.id}` }] : [])),
    timeline: (doc.timeline ?? []).map((entry) => ({
      status: entry.status,
      label: entryLabel(tradeInFlow, entry),
      at: formatDate(entry.at, 'YYYY-MM-DD HH:mm'),
      note: entry.note ?? null,
    })),
    progress: progressOf(tradeInFlow, doc.status as TradeInStatus, {
      promisedOn: doc.promisedOn,
      mailIn: doc.method === 'mail' ? { sentAfter: mailInSentAfter['trade-ins'], sent: Boolean(doc.inbound?.trackingNumber) } : undefined,
    }),
    requestedOn: formatDate(doc.createdAt),
    canCancel: doc.status === 'requested',
  }
}

/** My page and A/S: every trade-in of mine, open ones first, with its event; and the running events. */
export async function readMyTradeIns(): Promise<MyTradeIns | null> {
  const credential = await session()
  if (!credential) return null
  const [{ docs }, products, events] = await Promise.all([
    cms({ session: credential }).find('trade-ins', {
      depth: 1,
      limit: 100,
      sort: '-createdAt',
      select: ['number', 'status', 'event', 'device', 'createdAt'],
      populate: { devices: { serialNumber: true, product: true }, 'trade-in-events': { title: true } },
    }),
    getProducts(),
    getPublishedTradeInEvents(),
  ])
  const requests = docs.map((trade) => {
    const device = typeof trade.device === 'object' ? trade.device : null
    const event = typeof trade.event === 'object' ? trade.event : null
    return {
      id: trade.id,
      number: trade.number ?? '',
      status: trade.status,
      statusLabel: label(trade.status),
      open: OPEN.includes(trade.status),
      eventTitle: event?.title ?? '보상 판매',
      productName: (device?.product && products.get(relationId(device.product))?.name) || '바포레 기기',
      serialNumber: device?.serialNumber ?? '',
      requestedOn: formatDate(trade.createdAt),
    }
  })
  const running = [...events.values()].map((event) => withPhase(event)).filter((event) => event.phase === 'running')
  return {
    requests: [...requests.filter((trade) => trade.open), ...requests.filter((trade) => !trade.open)],
    running: running.map(({ id, title }) => ({ id, title })),
  }
}
