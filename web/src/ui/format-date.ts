import { seoulWallClock } from '@storefront/rules/seoul-date'

/** Dates are shown as YYYY-MM-DD (Seoul time) unless told otherwise. */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD'

// Dates are shown as they are in Seoul, wherever the server or the visitor's device is: the
// server-rendered page and the browser must print the same day. Seoul's clock is computed, so no
// date library is shipped (docs/decisions/0051) and no Intl formatter is made as a page hydrates
// (its first costs a phone about 30 ms, docs/decisions/0068).

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>

function seoulParts(date: Date): Parts {
  const wall = seoulWallClock(date)
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  }
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

// The tokens of dayjs's format strings, which the callers' formats are written in; text in [brackets]
// is kept as it is, and any other character is printed as itself.
const TOKEN = /\[([^\]]+)]|YYYY|YY|MM|M|DD|D|HH|H|mm|m|ss|s/g
const TOKENS: Record<string, (parts: Parts) => string> = {
  YYYY: (parts) => pad(parts.year, 4),
  YY: (parts) => pad(parts.year % 100),
  MM: (parts) => pad(parts.month),
  M: (parts) => String(parts.month),
  DD: (parts) => pad(parts.day),
  D: (parts) => String(parts.day),
  HH: (parts) => pad(parts.hour),
  H: (parts) => String(parts.hour),
  mm: (parts) => pad(parts.minute),
  m: (parts) => String(parts.minute),
  ss: (parts) => pad(parts.second),
  s: (parts) => String(parts.second),
}

/**
 * A date (an ISO string from the CMS, a Date, epoch ms) in Seoul time; '' for none or a bad value.
 * `format` takes YYYY, YY, M, MM, D, DD, H, HH, m, mm, s, ss and [literal text].
 */
export function formatDate(value: string | number | Date | null | undefined, format = DEFAULT_DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const parts = seoulParts(date)
  return format.replace(TOKEN, (token, literal: string | undefined) => literal ?? TOKENS[token]!(parts))
}
