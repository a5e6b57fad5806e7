import { SEOUL_TIME_ZONE } from '@storefront/cms/seoul-date'
import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'

dayjs.extend(utc)
dayjs.extend(timezone)

/** Dates are shown as YYYY-MM-DD (Seoul time) unless told otherwise. */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD'

// Dates are shown as they are in Seoul, wherever the server or the visitor's device is: the
// server-rendered page and the browser must print the same day.
const TIME_ZONE = SEOUL_TIME_ZONE

/** A date (an ISO string from the CMS, a Date, epoch ms) in Seoul time; '' for none or a bad value. */
export function formatDate(value: string | number | Date | null | undefined, format = DEFAULT_DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return ''
  const date = dayjs(value)
  return date.isValid() ? date.tz(TIME_ZONE).format(format) : ''
}
