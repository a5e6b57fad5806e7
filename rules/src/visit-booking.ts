// Visit booking: a shop that takes A/S visits by appointment opens slots on some weekdays between
// two times, each slot taking a number of visits; a customer books one for their visit request.
// The CMS refuses a slot that is not one or is full (ServiceRequests/visit); the storefront shows
// the same slots. Seoul keeps no daylight saving time: a slot is a Seoul time, +09:00.
import { seoulDay, seoulDayStartAfter } from './seoul-date'

export const bookingWeekdays = [
  { value: 'sun', label: '일' },
  { value: 'mon', label: '월' },
  { value: 'tue', label: '화' },
  { value: 'wed', label: '수' },
  { value: 'thu', label: '목' },
  { value: 'fri', label: '금' },
  { value: 'sat', label: '토' },
] as const
export type BookingWeekday = (typeof bookingWeekdays)[number]['value']

export const SLOT_MINUTES = [30, 60, 90, 120] as const
export const HOUR_MINUTE = /^([01]\d|2[0-3]):[0-5]\d$/
/** A booking closes this long before its slot: the shop needs to know who is coming. */
export const BOOK_BEFORE_MINUTES = 60

/** A shop's visit booking, as the Shops collection keeps it. */
export interface VisitBooking {
  enabled?: boolean | null
  weekdays?: string[] | null
  opensAt?: string | null
  closesAt?: string | null
  slotMinutes?: number | string | null
  capacity?: number | null
  daysAhead?: number | null
}

/** A booking the shop takes: its weekdays, its hours in minutes after midnight, the slot's length. */
export interface BookingHours {
  weekdays: string[]
  opensAt: number
  closesAt: number
  slotMinutes: number
  capacity: number
  daysAhead: number
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The shop's booking hours, or null when it takes no bookings: switched off, or days, hours or capacity missing. */
export function bookingHours(booking: VisitBooking | null | undefined): BookingHours | null {
  if (!booking?.enabled || !booking.weekdays?.length) return null
  if (!booking.opensAt || !HOUR_MINUTE.test(booking.opensAt) || !booking.closesAt || !HOUR_MINUTE.test(booking.closesAt)) return null
  const slotMinutes = Number(booking.slotMinutes)
  const [opensAt, closesAt] = [minutesOf(booking.opensAt), minutesOf(booking.closesAt)]
  if (!slotMinutes || opensAt + slotMinutes > closesAt || !booking.capacity || booking.capacity < 1) return null
  return { weekdays: booking.weekdays, opensAt, closesAt, slotMinutes, capacity: booking.capacity, daysAhead: booking.daysAhead || 14 }
}

/** The weekday of Seoul day `day` (YYYY-MM-DD). */
const weekdayOf = (day: string): BookingWeekday => bookingWeekdays[new Date(`${day}T12:00:00+09:00`).getUTCDay()]!.value

/** The slots of Seoul day `day`, as instants (ISO, UTC) of their start; none on a day it does not take. */
export function slotsOn(hours: BookingHours, day: string): string[] {
  if (!hours.weekdays.includes(weekdayOf(day))) return []
  const slots: string[] = []
  for (let start = hours.opensAt; start + hours.slotMinutes <= hours.closesAt; start += hours.slotMinutes) {
    slots.push(new Date(`${day}T${timeOf(start)}:00+09:00`).toISOString())
  }
  return slots
}

/** The Seoul days a booking may be made for from `now`: today and the next, `daysAhead` in all, that have slots. */
export const bookableDays = (hours: BookingHours, now: Date): string[] =>
  Array.from({ length: hours.daysAhead }, (_, index) => seoulDay(seoulDayStartAfter(now, index))).filter((day) => slotsOn(hours, day).length > 0)

/** Whether a slot starting at `slot` can still be booked at `now`. */
export const stillBookable = (slot: string, now: Date) => Date.parse(slot) - BOOK_BEFORE_MINUTES * 60_000 > now.getTime()

const slotParts = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  month: 'long',
  day: 'numeric',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** "11월 28일 (토)" and "14:00": a slot's day and time as the customer and staff read them. */
export function slotWords(slot: string): { day: string; time: string } {
  const parts = Object.fromEntries(slotParts.formatToParts(new Date(slot)).map(({ type, value }) => [type, value]))
  return { day: `${parts.month} ${parts.day}일 (${parts.weekday})`, time: `${parts.hour}:${parts.minute}` }
}

/** "11월 28일 (토) 14:00". */
export const visitLabel = (slot: string): string => Object.values(slotWords(slot)).join(' ')

/** Why `slot` cannot be booked at this shop at `now`, or null. */
export function slotProblem(booking: VisitBooking | null | undefined, slot: string, now: Date): string | null {
  const hours = bookingHours(booking)
  if (!hours) return '이 매장은 방문 예약을 받지 않습니다. 영업시간에 방문해 주세요.'
  const day = seoulDay(new Date(slot))
  if (!bookableDays(hours, now).includes(day) || !slotsOn(hours, day).includes(new Date(slot).toISOString())) {
    return '예약할 수 없는 시간입니다. 목록에서 날짜와 시간을 다시 골라 주세요.'
  }
  if (!stillBookable(slot, now)) return `방문 ${BOOK_BEFORE_MINUTES}분 전까지만 예약할 수 있습니다. 다른 시간을 골라 주세요.`
  return null
}

export const SLOT_FULL = '선택하신 시간은 예약이 꽉 찼습니다. 다른 시간을 골라 주세요.'
