import { randomUUID } from 'node:crypto'
import type { ServiceRequest } from '@storefront/cms/payload-types'
import { symptomLabel, serviceMethods } from '@storefront/rules/service-request'
import { serviceFlow, type ServiceStatus } from '@storefront/rules/service-request-flow'
import { entryLabel, openStatuses, timelineEvents } from '@storefront/rules/workflow'
import { readSessionUser, sessionCookieValue } from '~/features/auth/session.server'
import { CmsError, cms } from '~/features/cms/cms-client.server'
import { getProducts } from '~/features/devices/catalog.server'
import { readMyDeviceBySerial, readMyDevices } from '~/features/devices/my-devices.server'
import { getShopIndex } from '~/features/shops/shops.server'
import { readMyTradeIns } from '~/features/trade-in/my-trade-ins.server'
import { formatDate } from '~/ui/format-date'
import { serverEnv } from '~/env.server'
import type { OpenTradeIn, ServiceDetail, ServiceForm, ServiceStart, ServiceSummary } from './types'
import type { VisitShop } from '~/features/requests/types'
import { progressOf, type Turnaround } from '~/features/requests/progress'
import { getSite } from '~/features/layout/site-chrome.server'
import { shippingOf } from '~/features/requests/shipping.server'
import { estimateViewOf } from './estimate.server'
import { readConversation } from './conversation.server'
import { customerSendsWhile, mailInSentAfter } from '@storefront/rules/shipping'
import { bookingHours, visitLabel } from '@storefront/rules/visit-booking'
import { relationId } from '@storefront/rules/relation-id'

// The A/S journey's reads and the consumer's two changes (cancel, another shop). Every call goes to
// the CMS with the consumer's own session: what is not theirs is not found there (access rules).

const OPEN = openStatuses(serviceFlow)
const SUMMARY_FIELDS = ['number', 'status', 'symptom', 'device', 'createdAt', 'updatedAt'] as const

const session = async () => ((await readSessionUser()) ? sessionCookieValue() : undefined)

type DeviceRef = { serialNumber?: string; product?: number | { id: number } | null }

async function summarise(docs: Pick<ServiceRequest, 'id' | (typeof SUMMARY_FIELDS)[number]>[]): Promise<ServiceSummary[]> {
  const products = await getProducts()
  return docs.map((doc) => {
    const device = (typeof doc.device === 'object' ? doc.device : null) as DeviceRef | null
    const productId = device?.product ? relationId(device.product) : undefined
    const status = doc.status as ServiceStatus
    return {
      id: doc.id,
      number: doc.number ?? '',
      status,
      statusLabel: serviceFlow.labels[status],
      open: OPEN.includes(status),
      symptomLabel: symptomLabel(doc.symptom),
      productName: (productId && products.get(productId)?.name) || '바포레 기기',
      serialNumber: device?.serialNumber ?? '',
      requestedOn: formatDate(doc.createdAt),
      updatedOn: formatDate(doc.updatedAt),
    }
  })
}

/** My requests, open ones first, newest first within each; the device's serial and model with each. */
async function findMine(credential: string, where?: Record<string, unknown>, limit = 50): Promise<ServiceSummary[]> {
  const { docs } = await cms({ session: credential }).find('service-requests', {
    depth: 1,
    limit,
    // No page count: the list is all of them (Payload would count them in a second query).
    pagination: false,
    sort: '-createdAt',
    where,
    select: SUMMARY_FIELDS,
    populate: { devices: { serialNumber: true, product: true } },
  })
  const summaries = await summarise(docs)
  return [...summaries.filter((item) => item.open), ...summaries.filter((item) => !item.open)]
}

/** My devices being traded in, by serial: the CMS takes no A/S for them (requests/fileRequest). */
async function openTradeInsBySerial(): Promise<Map<string, OpenTradeIn>> {
  const requests = (await readMyTradeIns())?.requests ?? []
  return new Map(requests.filter((trade) => trade.open).map(({ id, number, statusLabel, serialNumber }) => [serialNumber, { id, number, statusLabel }]))
}

/** /user/service: my devices, each with its open request or trade-in if any, and my open requests on top. */
export async function readServiceStart(): Promise<ServiceStart | null> {
  const credential = await session()
  if (!credential) return null
  const [devices, open, tradeIns] = await Promise.all([readMyDevices(), findMine(credential, { status: { in: OPEN } }), openTradeInsBySerial()])
  if (!devices) return null
  const bySerial = new Map(open.map((request) => [request.serialNumber, request]))
  return {
    devices: devices.map((device) => ({
      ...device,
      openRequest: bySerial.get(device.serialNumber) ?? null,
      openTradeIn: tradeIns.get(device.serialNumber) ?? null,
    })),
    open,
  }
}

/** /user/service/current: every request of mine, open first. */
export async function readMyRequests(): Promise<ServiceSummary[] | null> {
  const credential = await session()
  return credential ? findMine(credential, undefined, 100) : null
}

/** Shops that take A/S, in the shop finder's order (regions as Koreans list them, then names). */
export async function serviceShops(): Promise<VisitShop[]> {
  const { shops } = await getShopIndex()
  return shops
    .filter(({ view }) => view.services.includes('service'))
    .map(({ view, lat, lng }) => ({ id: view.id, name: view.name, district: view.district, address: view.address, lat, lng }))
}

/**
 * /service/{serialNumber}: the form for my own device; null (the 404 screen) for anyone else's.
 * With `program` (a service program's notice), filed under it when it covers the device.
 */
export async function readServiceForm(serialNumber: string, program?: number): Promise<ServiceForm | null> {
  const credential = await session()
  if (!credential) return null
  const device = await readMyDeviceBySerial(serialNumber)
  if (!device) return null
  const [open, shops, tradeIns] = await Promise.all([
    findMine(credential, { and: [{ device: { equals: device.id } }, { status: { in: OPEN } }] }, 1),
    serviceShops(),
    openTradeInsBySerial(),
  ])
  return {
    device,
    openRequest: open[0] ?? null,
    openTradeIn: tradeIns.get(device.serialNumber) ?? null,
    shops,
    idempotencyKey: randomUUID(),
    postcodeScriptUrl: serverEnv().postcode.scriptUrl,
    program: device.programs.find(({ id }) => id === program) ?? null,
  }
}

/** The usual days of the shop visited, or of the mail-in desk, counted from the day the device came in. */
async function turnaroundOf(doc: ServiceRequest, shop: { serviceDays?: number | null } | null): Promise<Turnaround | null> {
  const days = doc.method === 'visit' ? shop?.serviceDays : (await getSite()).mailIn?.serviceDays
  if (!days) return null
  return { days, from: doc.timeline?.find((entry) => entry.status === 'received' && !entry.event)?.at ?? null }
}

const timeOf = (value: string) => formatDate(value, 'YYYY-MM-DD HH:mm')

/**
 * One request of mine with its public timeline; null when it is not mine or not there. With
 * `conversation`, its messages too: only the request's own page (and the one after filing) shows them.
 */
export async function readMyRequest(id: number, { conversation: withConversation = false } = {}): Promise<ServiceDetail | null> {
  const credential = await session()
  if (!credential) return null
  let doc: ServiceRequest
  try {
    doc = await cms({ session: credential }).findByID('service-requests', id, {
      depth: 1,
      populate: {
        devices: { serialNumber: true, product: true },
        shops: { name: true, address: true, phone: true, serviceDays: true, visitBooking: true },
        attachments: { filename: true },
      },
    })
  } catch (error) {
    if (error instanceof CmsError && [403, 404].includes(error.status)) return null
    throw error
  }
  const [summary, conversation] = await Promise.all([
    summarise([doc]).then((summaries) => summaries[0]!),
    withConversation ? readConversation(credential, doc.id, OPEN.includes(doc.status as ServiceStatus)) : null,
  ])
  const estimate = estimateViewOf(doc.estimate, doc.status)
  const shop = typeof doc.shop === 'object' && doc.shop ? doc.shop : null
  const address = doc.returnAddress
  return {
    ...summary,
    description: doc.description,
    method: doc.method,
    methodLabel: serviceMethods.find((method) => method.value === doc.method)?.label ?? doc.method,
    shop: shop ? { id: shop.id, name: shop.name, address: shop.address, phone: shop.phone ?? null } : null,
    returnAddress:
      doc.method === 'mail' && address?.name
        ? {
            name: address.name,
            phone: address.phone ?? '',
            postalCode: address.postalCode ?? '',
            address: address.address ?? '',
            detail: address.detail ?? null,
          }
        : null,
    inWarranty: Boolean(doc.inWarranty),
    cost: doc.cost ?? null,
    photos: (doc.photos ?? []).flatMap((photo) =>
      typeof photo === 'object' && photo ? [{ id: photo.id, url: `/api/service/photo/${photo.id}`, name: photo.filename ?? '사진' }] : [],
    ),
    timeline: (doc.timeline ?? []).map((entry) => ({
      status: entry.status as ServiceStatus,
      label: entryLabel(serviceFlow, entry),
      at: timeOf(entry.at),
      note: entry.note ?? null,
    })),
    progress: progressWaitingFor(
      estimate,
      progressOf(serviceFlow, doc.status as ServiceStatus, {
        promisedOn: doc.promisedOn,
        mailIn:
          doc.method === 'mail'
            ? {
                sentAfter: mailInSentAfter['service-requests'],
                sent: Boolean(doc.inbound?.trackingNumber),
                returned: Boolean(doc.outbound?.trackingNumber),
              }
            : undefined,
        usual: await turnaroundOf(doc, shop),
      }),
    ),
    shipping: await shippingOf(doc, (customerSendsWhile['service-requests'] as readonly string[]).includes(doc.status)),
    estimate,
    conversation,
    visit:
      doc.method === 'visit'
        ? {
            label: doc.visitAt ? visitLabel(doc.visitAt) : null,
            canBook: doc.status === 'requested' && bookingHours(shop?.visitBooking) !== null,
          }
        : null,
    canCancel: doc.status === 'requested',
    canChangeShop: doc.status === 'requested' && doc.method === 'visit',
  }
}

/** While an estimate waits for my answer, what comes next is that answer. */
const progressWaitingFor = (estimate: ServiceDetail['estimate'], progress: ServiceDetail['progress']) =>
  estimate?.canAnswer ? { ...progress, next: timelineEvents.estimated.next ?? progress.next } : progress
