// A year of the shop's life as plain rows, from a seed and the day it ends: nothing here reads or
// writes the database (write.ts does), so the same seed, day and catalogue give the same rows.
//
// The shape the insights should show: registrations growing through the year, dipping in the
// weeks of 설날 and 추석, a model ramping up after its launch and more sales while a trade-in event
// runs; A/S requests in realistic proportions of method and symptom, two production batches
// claiming several times as often as the rest; repairs mostly done by the promised day; trade-ins
// per event by status and grade; survey answers week by week.
import type { Actor } from '@storefront/rules/workflow'
import { creditFor, gradeOf, inspectionNote, type GradedOffer, type TradeInGrade } from '@storefront/rules/trade-in'
import type { Symptom } from '@storefront/rules/service-request'
import { checkAnswers, textLimit, type Answer, type Question } from '@storefront/rules/survey-answers'
import { productionBatch } from '@storefront/rules/serial'
import { seoulDay } from '@storefront/rules/seoul-date'
import { warrantyCodeFrom } from '@storefront/rules/warranty-code'
import { warrantyEndDay } from '@storefront/rules/warranty'
import { addDays, daysBetween, holidayFactor, isLunarHoliday, later, mondayOf, seoulAt } from './calendar'
import { Random } from './random'
import { ADDRESSES, DESCRIPTIONS, DETAILS, GIVEN_NAMES, NOTES, OTHER_PLACES, SURNAMES, SURVEY_TEXTS } from './words'

/** The seed the dev database's history is made from. */
export const HISTORY_SEED = 20_261_129
const HISTORY_WEEKS = 52
/** Registrations in the first and in the last whole week of the year, before holidays and events. */
const WEEKLY_REGISTRATIONS = [42, 72] as const
/** Of every 100 registrations, how many are a second device of a customer who already has one. */
const SECOND_DEVICE_SHARE = 0.12
/** A/S requests per device and week of ownership; a faulty batch's devices claim FAULTY_FACTOR times as often. */
const CLAIMS_PER_DEVICE_WEEK = 0.008
const FAULTY_FACTOR = 3
/** Trade-ins filed per day of an event, twice that in its first three days. */
const TRADE_INS_PER_DAY = 4
/** The unit numbers of the history's serials start here, clear of the demo serials (00001–00120). */
const FIRST_UNIT = 501
/** What the history's serials say under 입고 묶음: how the seed knows it has made them. */
export const HISTORY_STOCK_LABEL = '데모 이력'

export type HistoryCatalogue = {
  products: { id: number; code: string; name: string; releasedOn: string | null; warrantyMonths: number }[]
  shops: { id: number; name: string; kind: string; active: boolean; services: string[] }[]
  staff: number[]
  events: { id: number; startsAt: string; endsAt: string; perCustomerLimit: number; offers: (GradedOffer & { product: number })[] }[]
  surveys: { id: number; slug: string; opensAt: string; closesAt: string | null; requiresLogin: boolean; questions: (Question & { id: string })[] }[]
  /** The request numbers already given out per day (lib/numbers' counters): the history's go on from them. */
  numbersTaken: Map<string, number>
}

type Product = HistoryCatalogue['products'][number]
type Shop = HistoryCatalogue['shops'][number]

type Customer = {
  firebaseUid: string
  email: string
  name: string
  phone: string
  provider: 'password' | 'kakao'
  kakaoId: string | null
  createdAt: Date
}

type Device = {
  customer: number
  product: Product
  serialNumber: string
  productionBatch: string
  /** 입고 묶음, the serial import it came with. */
  stock: string
  purchaseDay: string
  purchaseChannel: 'shop' | 'marketplace' | 'other'
  purchaseShop: number | null
  purchasePlace: string
  registeredAt: Date
  warrantyEnd: string
  warrantyCode: string
  /** A completed trade-in hands it to the brand: transferred, with the note and time of that. */
  transferred: { note: string; at: Date } | null
}

export type Entry = { status: string; at: Date; actor: Actor; note: string | null; staffUser: number | null; event?: 'inspected'; id: string }

type Request<Extra> = Extra & {
  device: number
  customer: number
  number: string
  method: 'visit' | 'mail'
  shop: number | null
  status: string
  createdAt: Date
  closedAt: Date | null
  assignee: number | null
  timeline: Entry[]
}

type ServiceRequest = Request<{
  symptom: Symptom
  description: string
  inWarranty: boolean
  returnAddress: { name: string; phone: string; postalCode: string; address: string; detail: string } | null
  promisedOn: string | null
  cost: number | null
}>

type TradeIn = Request<{
  event: number
  condition: { exterior: 'clean' | 'worn' | 'damaged'; powersOn: boolean; accessories: boolean }
  grade: TradeInGrade
  expectedCredit: number
  inspectedGrade: TradeInGrade | null
  creditGranted: number | null
}>

type SurveyResponse = { survey: number; customer: number | null; answers: Answer[]; createdAt: Date }

export type History = {
  customers: Customer[]
  devices: Device[]
  serviceRequests: ServiceRequest[]
  tradeIns: TradeIn[]
  surveyResponses: SurveyResponse[]
  /** Per-day request numbers given out, as lib/numbers counts them: `number:AS:2026-11-21` → 3. */
  counters: Map<string, number>
  /** The production batches that claim FAULTY_FACTOR times as often. */
  faultyBatches: string[]
}

/** The first day of the history: the Monday HISTORY_WEEKS - 1 weeks before this week's. */
export const historyStart = (now: Date): string => addDays(mondayOf(seoulDay(now)), -7 * (HISTORY_WEEKS - 1))

/** VP-AIR → VPA, as the labels print it. */
const serialPrefix = (code: string) => code.replace(/[^A-Z]/g, '').slice(0, 3) || 'SN'

export function planHistory(catalogue: HistoryCatalogue, now: Date, seed = HISTORY_SEED): History {
  const random = new Random(seed)
  const start = historyStart(now)
  const { customers, devices } = planRegistrations(random, catalogue, now, start)
  const faultyBatches = pickFaultyBatches(random, devices)
  const requests = planServiceRequests(random, catalogue, now, devices, customers, new Set(faultyBatches))
  const tradeIns = planTradeIns(random, catalogue, now, devices, requests)
  // A device being traded in gets no A/S (requests/fileRequest): drop what the trade-in blocked.
  const blocked = (request: ServiceRequest) =>
    tradeIns.some(
      (tradeIn) =>
        tradeIn.device === request.device &&
        request.createdAt >= tradeIn.createdAt &&
        (['cancelled', 'rejected'].includes(tradeIn.status) ? request.createdAt < tradeIn.closedAt! : true),
    )
  const serviceRequests = requests.filter((request) => !blocked(request))
  const counters = new Map(catalogue.numbersTaken)
  number(serviceRequests, 'AS', counters)
  number(tradeIns, 'TI', counters)
  for (const tradeIn of tradeIns) {
    if (tradeIn.status === 'completed')
      devices[tradeIn.device]!.transferred = { note: `보상 판매 ${tradeIn.number} 완료로 브랜드에 양도`, at: tradeIn.closedAt! }
  }
  const surveyResponses = planSurveyResponses(random, catalogue, now, start, customers, devices)
  return { customers, devices, serviceRequests, tradeIns, surveyResponses, counters, faultyBatches }
}

/** AS-/TI-YYYYMMDD-0001 by the Seoul day filed, in the order filed, as lib/numbers gives them. */
function number(requests: Request<object>[], prefix: string, counters: Map<string, number>) {
  requests.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  for (const request of requests) {
    const day = seoulDay(request.createdAt)
    const key = `number:${prefix}:${day}`
    const sequence = (counters.get(key) ?? 0) + 1
    counters.set(key, sequence)
    request.number = `${prefix}-${day.replaceAll('-', '')}-${String(sequence).padStart(4, '0')}`
  }
}

/** A moment in shop hours on a day of the week starting `monday`, busier at the weekend; never after `now`. */
function momentInWeek(random: Random, monday: string, now: Date): Date | null {
  const day = addDays(monday, random.weighted([0, 1, 2, 3, 4, 5, 6].map((offset) => [offset, [0.8, 0.8, 0.9, 0.9, 1.1, 1.4, 1.3][offset]!] as const)))
  const at = seoulAt(day, random.between(10, 22))
  return at < now ? at : null
}

/** A time of day staff work at, `days` after `from` (fractions of a day move it on). */
const workingTime = (random: Random, from: Date, days: number): Date => {
  const at = later(from, days)
  const day = seoulDay(at)
  const hour = (at.getTime() - seoulAt(day, 0).getTime()) / 3_600_000
  return hour >= 10 && hour < 19 ? at : seoulAt(hour < 10 ? day : addDays(day, 1), random.between(10, 18))
}

function planRegistrations(random: Random, catalogue: HistoryCatalogue, now: Date, start: string) {
  const customers: Customer[] = []
  const devices: Device[] = []
  const units = new Map<string, number>()
  const serviceShops = catalogue.shops.filter((shop) => shop.active && shop.services.includes('registration'))
  const eventDays = catalogue.events.map((event) => [seoulDay(new Date(event.startsAt)), seoulDay(new Date(event.endsAt))] as const)
  const registrations: { product: Product; at: Date }[] = []

  for (let week = 0; week < HISTORY_WEEKS; week += 1) {
    const monday = addDays(start, 7 * week)
    const progress = week / (HISTORY_WEEKS - 1)
    const trend = WEEKLY_REGISTRATIONS[0] + (WEEKLY_REGISTRATIONS[1] - WEEKLY_REGISTRATIONS[0]) * progress
    const event = eventDays.some(([from, to]) => from <= addDays(monday, 6) && to >= monday) ? 1.3 : 1
    // The week under way counts only its days so far.
    const elapsed = Math.min(1, Math.max(0, daysBetween(seoulAt(monday, 0), now) / 7))
    const shares = catalogue.products.map((product, index) => {
      const released = product.releasedOn ? product.releasedOn.slice(0, 10) : start
      const weeksOut = daysBetween(new Date(`${released}T00:00:00Z`), new Date(`${monday}T00:00:00Z`)) / 7
      if (weeksOut < 0) return 0
      // The oldest model gives way to the newer ones over the year; a launch sells double for a few weeks.
      const age = index / Math.max(1, catalogue.products.length - 1)
      return (1 + (age - 0.5) * progress) * (1 + 1.5 * Math.exp(-weeksOut / 6))
    })
    const total = shares.reduce((sum, share) => sum + share, 0) || 1
    catalogue.products.forEach((product, index) => {
      const expected = trend * holidayFactor(monday) * event * elapsed * (shares[index]! / total)
      for (let n = random.count(expected); n > 0; n -= 1) {
        const at = momentInWeek(random, monday, now)
        if (at && !isLunarHoliday(at)) registrations.push({ product, at })
      }
    })
  }
  registrations.sort((a, b) => a.at.getTime() - b.at.getTime())

  for (const { product, at } of registrations) {
    const released = product.releasedOn?.slice(0, 10) ?? '2000-01-01'
    const lag = random.weighted([
      [0, 45],
      [1, 20],
      [random.int(2, 7), 25],
      [random.int(8, 30), 10],
    ])
    const registeredDay = seoulDay(at)
    const purchaseDay = [addDays(registeredDay, -lag), released].sort().at(-1)!
    // Made one to three months before it was sold, never before the model was.
    const made = new Date(`${purchaseDay.slice(0, 7)}-01T00:00:00Z`)
    made.setUTCMonth(made.getUTCMonth() - random.int(1, 3))
    const month = [made.toISOString().slice(0, 7), released.slice(0, 7)].sort().at(-1)!
    const batch = `${serialPrefix(product.code)}-${month.slice(2, 4)}${month.slice(5, 7)}`
    const unit = units.get(batch) ?? FIRST_UNIT
    units.set(batch, unit + 1)
    const channel = random.weighted([
      ['shop', 60],
      ['marketplace', 30],
      ['other', 10],
    ] as const)
    const shop = channel === 'shop' ? random.weighted(serviceShops.map((item) => [item, item.kind === 'direct' ? 3 : 1] as const)) : null
    const owner = customers.length > 0 && random.chance(SECOND_DEVICE_SHARE) ? random.int(0, customers.length - 1) : newCustomer(random, customers, at)
    devices.push({
      customer: owner,
      product,
      serialNumber: `${batch}-${String(unit).padStart(5, '0')}`,
      productionBatch: batch,
      stock: `${HISTORY_STOCK_LABEL} · ${month} 입고`,
      purchaseDay,
      purchaseChannel: channel,
      purchaseShop: shop?.id ?? null,
      purchasePlace: shop ? shop.name : channel === 'marketplace' ? '공식 온라인 스토어' : random.pick(OTHER_PLACES),
      registeredAt: at,
      warrantyEnd: warrantyEndDay(purchaseDay, product.warrantyMonths),
      warrantyCode: warrantyCodeFrom(random.bytes(12)),
      transferred: null,
    })
  }
  return { customers, devices }
}

/** A customer who signs up minutes before registering their first device; returns their index. */
function newCustomer(random: Random, customers: Customer[], registeredAt: Date): number {
  const n = customers.length + 1
  const kakao = random.chance(0.35)
  customers.push({
    firebaseUid: `history-${String(n).padStart(5, '0')}`,
    email: `history${n}@storefront.test`,
    name: `${random.weighted(SURNAMES)}${random.pick(GIVEN_NAMES)}`,
    phone: `010-${random.int(2000, 9999)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
    provider: kakao ? 'kakao' : 'password',
    kakaoId: kakao ? `history-${n}` : null,
    createdAt: later(registeredAt, -random.between(2, 40) / 1440),
  })
  return n - 1
}

/** Two batches of at least 50 units, of different models where there are several. */
function pickFaultyBatches(random: Random, devices: Device[]): string[] {
  const sizes = new Map<string, number>()
  for (const device of devices) sizes.set(device.productionBatch, (sizes.get(device.productionBatch) ?? 0) + 1)
  const large = [...sizes].filter(([, size]) => size >= 50).map(([batch]) => batch)
  const first = large.length ? random.pick(large) : undefined
  const others = large.filter((batch) => batch.slice(0, 3) !== first?.slice(0, 3))
  const second = others.length ? random.pick(others) : undefined
  return [first, second].filter((batch): batch is string => Boolean(batch))
}

const SYMPTOMS: readonly (readonly [Symptom, number])[] = [
  ['charging', 26],
  ['taste', 20],
  ['power', 17],
  ['leak', 12],
  ['damage', 10],
  ['button', 8],
  ['other', 7],
]

function planServiceRequests(random: Random, catalogue: HistoryCatalogue, now: Date, devices: Device[], customers: Customer[], faulty: Set<string>) {
  const requests: ServiceRequest[] = []
  const serviceShops = catalogue.shops.filter((shop) => shop.active && shop.services.includes('service'))
  devices.forEach((device, index) => {
    const isFaulty = faulty.has(productionBatch(device.serialNumber)!)
    const rate = CLAIMS_PER_DEVICE_WEEK * (isFaulty ? FAULTY_FACTOR : 1)
    // A faulty batch fails the same way: one symptom several times as often.
    const symptoms = isFaulty
      ? SYMPTOMS.map(([symptom, weight]) => [symptom, symptom === (device.product.code.endsWith('PRO') ? 'charging' : 'leak') ? weight * 5 : weight] as const)
      : SYMPTOMS
    let from = later(device.registeredAt, 2)
    while (from < now) {
      const at = later(from, -Math.log(1 - random.float()) * (7 / rate))
      if (at >= now) break
      // Fewer people bring a device in around the holidays.
      if (isLunarHoliday(at) || !random.chance(holidayFactor(mondayOf(seoulDay(at))))) {
        from = at
        continue
      }
      const request = serviceRequest(random, catalogue, now, device, index, customers[device.customer]!, at, random.weighted(symptoms), serviceShops)
      requests.push(request)
      // One open request per device: the next only after this one closed.
      if (!request.closedAt) break
      from = request.closedAt
    }
  })
  return requests
}

function serviceRequest(
  random: Random,
  catalogue: HistoryCatalogue,
  now: Date,
  device: Device,
  index: number,
  customer: Customer,
  createdAt: Date,
  symptom: Symptom,
  serviceShops: Shop[],
): ServiceRequest {
  const method = random.chance(0.68) ? 'visit' : 'mail'
  const own = serviceShops.find((shop) => shop.id === device.purchaseShop)
  const shop =
    method === 'mail'
      ? null
      : own && random.chance(0.7)
        ? own
        : random.weighted(serviceShops.map((item) => [item, item.kind === 'service-center' ? 3 : 1] as const))
  const [postalCode, address] = random.pick(ADDRESSES)
  const staffUser = random.pick(catalogue.staff)
  const timeline: Entry[] = [{ status: 'requested', at: createdAt, actor: 'customer', note: null, staffUser: null, id: random.rowId() }]
  const step = (status: string, at: Date, actor: Actor, note: string | null = null) => {
    if (at >= now) return false
    timeline.push({ status, at, actor, note, staffUser: actor === 'staff' ? staffUser : null, id: random.rowId() })
    return true
  }
  let promisedOn: string | null = null
  const fate = random.float()
  if (fate < 0.05) step('cancelled', later(createdAt, random.between(1, 30) / 24), 'customer')
  else if (fate < 0.09) step('rejected', workingTime(random, createdAt, random.between(0.2, 2)), 'staff', random.pick(NOTES.rejected))
  else {
    // A visit is received when the customer comes in; a mail-in when the parcel arrives.
    const received = workingTime(random, createdAt, method === 'visit' ? random.between(0.1, 2) : random.between(2, 4.5))
    const promised = method === 'visit' ? random.int(3, 5) : random.int(5, 8)
    if (step('received', received, 'staff', random.pick(method === 'visit' ? NOTES.receivedVisit : NOTES.receivedMail))) {
      promisedOn = addDays(seoulDay(received), promised)
      const repair = workingTime(random, received, random.between(0.1, 1.5))
      // Most by the promised day, some late; a few wait for parts long past it and are still open.
      const stuck = random.chance(0.02)
      const late = random.chance(0.14)
      const days = late ? promised + random.between(0.5, 6) : random.between(0.6, promised)
      if (step('in-repair', repair, 'staff', stuck ? NOTES.lateRepair : null) && !stuck) {
        const done = workingTime(random, received, Math.max(days, daysBetween(received, repair) + 0.1))
        step('completed', seoulDay(done) > promisedOn && !late ? seoulAt(promisedOn, random.between(14, 18)) : done, 'staff', random.pick(NOTES.completed))
      }
    }
  }
  const last = timeline.at(-1)!
  const closed = ['completed', 'cancelled', 'rejected'].includes(last.status)
  const inWarranty = seoulDay(createdAt) <= device.warrantyEnd
  return {
    device: index,
    customer: device.customer,
    number: '',
    symptom,
    description: random.pick(DESCRIPTIONS[symptom]),
    inWarranty,
    method,
    shop: shop?.id ?? null,
    returnAddress: method === 'mail' ? { name: customer.name, phone: customer.phone, postalCode, address, detail: random.pick(DETAILS) } : null,
    status: last.status,
    createdAt,
    closedAt: closed ? last.at : null,
    assignee: timeline.length > 1 && last.actor === 'staff' ? staffUser : timeline.some((entry) => entry.staffUser) ? staffUser : null,
    promisedOn,
    // Under warranty a repair is free; otherwise the cost goes through an estimate the customer answers, left out here.
    cost: last.status === 'completed' && inWarranty ? 0 : null,
    timeline,
  }
}

const isOpenAt = (request: ServiceRequest, at: Date) => request.createdAt <= at && (!request.closedAt || request.closedAt > at)

function planTradeIns(random: Random, catalogue: HistoryCatalogue, now: Date, devices: Device[], requests: ServiceRequest[]) {
  const tradeIns: TradeIn[] = []
  const traded = new Set<number>()
  const tradeInShops = catalogue.shops.filter((shop) => shop.active && shop.services.includes('trade-in'))
  const requestsOf = new Map<number, ServiceRequest[]>()
  for (const request of requests) requestsOf.set(request.device, [...(requestsOf.get(request.device) ?? []), request])
  for (const event of [...catalogue.events].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const offers = new Map(event.offers.map((offer) => [offer.product, offer]))
    const joined = new Map<number, number>()
    const first = new Date(event.startsAt)
    const end = new Date(Math.min(Date.parse(event.endsAt), now.getTime()))
    for (let day = seoulDay(first); seoulAt(day, 0) < end; day = addDays(day, 1)) {
      const busy = daysBetween(first, seoulAt(day, 0)) < 3 ? 2 : 1
      for (let n = random.count(TRADE_INS_PER_DAY * busy * holidayFactor(mondayOf(day))); n > 0; n -= 1) {
        const at = seoulAt(day, random.between(9, 23))
        if (at < first || at >= end) continue
        const index = pickTradeInDevice(random, devices, at, (candidate, device) => {
          const offer = offers.get(device.product.id)
          return Boolean(
            offer &&
            !traded.has(candidate) &&
            daysBetween(device.registeredAt, at) >= 14 &&
            (joined.get(device.customer) ?? 0) < event.perCustomerLimit &&
            !(requestsOf.get(candidate) ?? []).some((request) => isOpenAt(request, at)),
          )
        })
        if (index === null) continue
        const tradeIn = tradeInFor(random, catalogue, now, event.id, offers.get(devices[index]!.product.id)!, index, devices[index]!, at, tradeInShops)
        tradeIns.push(tradeIn)
        joined.set(devices[index]!.customer, (joined.get(devices[index]!.customer) ?? 0) + 1)
        if (!['cancelled', 'rejected'].includes(tradeIn.status)) traded.add(index)
      }
    }
  }
  return tradeIns
}

/** A random device `fits`: a few tries at random, the devices' order after that. */
function pickTradeInDevice(random: Random, devices: Device[], at: Date, fits: (index: number, device: Device) => boolean): number | null {
  for (let tries = 0; tries < 50; tries += 1) {
    const index = random.int(0, devices.length - 1)
    if (devices[index]!.registeredAt < at && fits(index, devices[index]!)) return index
  }
  const found = devices.findIndex((device, index) => device.registeredAt < at && fits(index, device))
  return found === -1 ? null : found
}

const worse = (grade: TradeInGrade): TradeInGrade => (grade === 'A' ? 'B' : 'C')

function tradeInFor(
  random: Random,
  catalogue: HistoryCatalogue,
  now: Date,
  event: number,
  offer: GradedOffer,
  index: number,
  device: Device,
  createdAt: Date,
  tradeInShops: Shop[],
): TradeIn {
  const condition = {
    exterior: random.weighted([
      ['clean', 45],
      ['worn', 40],
      ['damaged', 15],
    ] as const),
    powersOn: random.chance(0.93),
    accessories: random.chance(0.8),
  }
  const grade = gradeOf(condition)!
  const expectedCredit = creditFor(offer, grade)
  const method = random.chance(0.6) ? 'visit' : 'mail'
  const staffUser = random.pick(catalogue.staff)
  const timeline: Entry[] = [{ status: 'requested', at: createdAt, actor: 'customer', note: null, staffUser: null, id: random.rowId() }]
  const step = (status: string, at: Date, actor: Actor, note: string | null = null, entryEvent?: 'inspected') => {
    if (at >= now) return false
    timeline.push({ status, at, actor, note, staffUser: actor === 'staff' ? staffUser : null, id: random.rowId(), ...(entryEvent && { event: entryEvent }) })
    return true
  }
  let inspectedGrade: TradeInGrade | null = null
  let creditGranted: number | null = null
  const fate = random.float()
  if (fate < 0.07) step('cancelled', later(createdAt, random.between(2, 40) / 24), 'customer')
  else if (fate < 0.12) step('rejected', workingTime(random, createdAt, random.between(0.2, 2)), 'staff', random.pick(NOTES.tradeInRejected))
  else {
    const approved = workingTime(random, createdAt, random.between(0.2, 2))
    const received = workingTime(random, approved, method === 'visit' ? random.between(0.5, 5) : random.between(2, 5))
    if (step('approved', approved, 'staff', NOTES.tradeInApproved) && step('device-received', received, 'staff', NOTES.tradeInReceived)) {
      const inspected = workingTime(random, received, random.between(0.05, 1))
      const found = grade !== 'C' && random.chance(0.18) ? worse(grade) : grade
      const credit = creditFor(offer, found)
      const reason = found === grade ? null : random.pick(NOTES.worseGrade)
      if (step('device-received', inspected, 'staff', inspectionNote({ grade: found, expected: expectedCredit, credit, reason }), 'inspected')) {
        inspectedGrade = found
        creditGranted = credit
        step('completed', workingTime(random, inspected, random.between(0.5, 3)), 'staff')
      }
    }
  }
  const last = timeline.at(-1)!
  const closed = ['completed', 'cancelled', 'rejected'].includes(last.status)
  return {
    event,
    device: index,
    customer: device.customer,
    number: '',
    condition,
    method,
    shop: method === 'visit' ? random.pick(tradeInShops).id : null,
    grade,
    expectedCredit,
    inspectedGrade,
    creditGranted,
    status: last.status,
    createdAt,
    closedAt: closed ? last.at : null,
    assignee: timeline.some((entry) => entry.staffUser) ? staffUser : null,
    timeline,
  }
}

/** Weekly answers to each seeded survey while it was open, satisfaction rising a little over the year. */
function planSurveyResponses(random: Random, catalogue: HistoryCatalogue, now: Date, start: string, customers: Customer[], devices: Device[]) {
  const responses: SurveyResponse[] = []
  const firstDevice = new Map<number, Device>()
  for (const device of devices) if (!firstDevice.has(device.customer)) firstDevice.set(device.customer, device)
  const historyFrom = seoulAt(start, 0)
  for (const survey of catalogue.surveys) {
    const from = new Date(Math.max(Date.parse(survey.opensAt), historyFrom.getTime()))
    const to = new Date(Math.min(survey.closesAt ? Date.parse(survey.closesAt) : Infinity, now.getTime()))
    const answered = new Set<number>()
    // A long-running survey gathers a few a day; a short one, asked for by mail, many more.
    const perDay = daysBetween(from, to) > 120 ? 2.2 : daysBetween(from, to) > 30 ? 2 : 15
    for (let day = seoulDay(from); seoulAt(day, 0) < to; day = addDays(day, 1)) {
      for (let n = random.count(perDay * holidayFactor(mondayOf(day))); n > 0; n -= 1) {
        const at = seoulAt(day, random.between(8, 24))
        if (at < from || at >= to) continue
        let customer: number | null = null
        if (survey.requiresLogin) {
          const known = customers.findLastIndex((item) => item.createdAt < at)
          if (known < 0) continue
          customer = random.int(0, known)
          if (answered.has(customer)) continue
          answered.add(customer)
        }
        const mood = daysBetween(historyFrom, at) / (HISTORY_WEEKS * 7)
        const answers = answersTo(random, survey.questions, mood, customer === null ? undefined : firstDevice.get(customer))
        // A survey someone added that these answers do not fit (a choice without options) gets none.
        const checked = checkAnswers(survey.questions, answers)
        if ('error' in checked) continue
        responses.push({ survey: survey.id, customer, answers: checked.answers, createdAt: at })
      }
    }
  }
  return responses
}

function answersTo(random: Random, questions: (Question & { id: string })[], mood: number, device: Device | undefined): Answer[] {
  const answers: Answer[] = []
  for (const question of questions) {
    const answer = (value: Answer['value']) => answers.push({ question: question.id, value })
    switch (question.blockType) {
      case 'singleChoice': {
        const own = device && question.options.find(({ label }) => label === device.product.name)
        answer(own ? own.label : random.weighted(question.options.map(({ label }, index) => [label, index === 0 ? 3 : 2] as const)))
        break
      }
      case 'multipleChoice': {
        const most = Math.min(question.maxSelections ?? question.options.length, question.options.length)
        const labels = question.options.map(({ label }) => label)
        const chosen = new Set(Array.from({ length: random.int(1, most) }, () => random.pick(labels)))
        answer(labels.filter((label) => chosen.has(label)))
        break
      }
      case 'rating': {
        const scale = Number(question.scale)
        const score = Math.round(scale * (0.7 + 0.1 * mood) + random.gaussian() * scale * 0.18)
        answer(Math.min(scale, Math.max(1, score)))
        break
      }
      case 'shortText':
        if (question.required || random.chance(0.3)) answer(random.pick(SURVEY_TEXTS.liked).slice(0, textLimit(question)))
        break
      case 'longText':
        if (question.required || random.chance(0.15)) answer(random.pick(device ? SURVEY_TEXTS.wished : SURVEY_TEXTS.shop).slice(0, textLimit(question)))
        break
    }
  }
  return answers
}
