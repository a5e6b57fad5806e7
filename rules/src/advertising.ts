// Advertising messages (광고성 정보) under Article 50 of the Network Act (정보통신망법 제50조),
// as the announcements apply them (docs/decisions/0064): the text opens with "(광고)" and the
// sender's name, ends with a free way to refuse (무료수신거부), goes only between 08:00 and 20:50
// Korean time, and only to a consent confirmed in the last two years. Pure: both servers, the
// admin's preview and the send job read the same rules.
import { seoulDayStart, seoulWallClock } from './seoul-date'

export const AD_PREFIX = '(광고)'
/**
 * When advertising may go, in minutes after midnight Seoul time: from 08:00 until 20:50. The Act
 * closes 21:00–08:00 to advertising without a separate consent for the night (we ask none); Kakao,
 * and SOLAPI with it, close 친구톡 from 20:50. One window for both channels: an LMS that stops ten
 * minutes before the law asks costs nothing, and a send never runs into Kakao's refusal.
 */
export const SEND_WINDOW = { opens: 8 * 60, closes: 20 * 60 + 50 } as const
/** A marketing consent is confirmed again every two years (제50조 제8항, 시행령 제62조의3). */
export const CONSENT_VALID_YEARS = 2
/** The storefront's page where a customer refuses from the message's link, no sign-in needed. */
export const REFUSAL_PATH = '/marketing/refuse'

export interface AdvertisingMessage {
  /** The sender's name as customers know it (the brand). */
  brand: string
  title: string
  body: string
  /** An optional link to the event or survey itself. */
  link?: string | null
  /** The customer's own refusal link (signed, no sign-in). */
  refusalUrl: string
}

/** The text exactly as a customer gets it: "(광고)" and the brand first, the refusal line last. */
export function advertisingText({ brand, title, body, link, refusalUrl }: AdvertisingMessage): string {
  return [`${AD_PREFIX} ${brand}`, '', title.trim(), '', body.trim(), ...(link ? ['', `자세히 보기: ${link}`] : []), '', `무료수신거부: ${refusalUrl}`].join(
    '\n',
  )
}

/** Whether `text` carries what the Act asks of an advertising message from `brand`. */
export const isLawfulAdvertisingText = (text: string, brand: string): boolean =>
  text.startsWith(AD_PREFIX) && text.split('\n', 1)[0]!.includes(brand) && /\n무료수신거부: \S+$/.test(text)

const minuteOfDay = (at: Date): number => {
  const wall = seoulWallClock(at)
  return wall.getUTCHours() * 60 + wall.getUTCMinutes()
}

/** Whether `at` is outside the send window: from 20:50 (included) to 08:00 (excluded), Seoul time. */
export const inQuietHours = (at: Date): boolean => {
  const minute = minuteOfDay(at)
  return minute >= SEND_WINDOW.closes || minute < SEND_WINDOW.opens
}

/** When an advertising message asked for at `at` may go: at once inside the window, else at 08:00 the morning after. */
export function earliestSend(at: Date): Date {
  if (!inQuietHours(at)) return at
  const morning = new Date(seoulDayStart(at).getTime() + SEND_WINDOW.opens * 60_000)
  // Before 08:00 it is this day's morning; from 20:50 the next day's (Korea keeps no daylight saving).
  return morning.getTime() > at.getTime() ? morning : new Date(morning.getTime() + 86_400_000)
}

/** The moment a consent given at `givenAt` lapses: two calendar years later. */
export function consentLapsesAt(givenAt: Date | string): Date {
  const lapses = new Date(givenAt)
  lapses.setUTCFullYear(lapses.getUTCFullYear() + CONSENT_VALID_YEARS)
  return lapses
}

/** Whether a marketing consent given at `givenAt` still holds at `now`: not older than two years. */
export const consentHolds = (givenAt: Date | string | null | undefined, now: Date): boolean =>
  Boolean(givenAt) && consentLapsesAt(givenAt!).getTime() > now.getTime()

/** The informational text telling a customer their consent lapsed (not an advertisement: no "(광고)"). */
export const reconfirmText = (brand: string, myPageUrl: string): string =>
  [
    `[${brand}] 마케팅 정보 수신 동의 확인 안내`,
    '',
    `고객님이 ${brand}의 이벤트·설문 소식을 받겠다고 동의하신 지 2년이 지났습니다.`,
    '법에 따라 2년마다 동의를 다시 확인해야 하므로, 다시 확인해 주실 때까지 광고성 소식은 보내지 않습니다.',
    '계속 받으시려면 내 정보에서 동의를 다시 확인해 주세요.',
    '',
    `내 정보: ${myPageUrl}`,
  ].join('\n')
