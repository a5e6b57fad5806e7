import { addMonths } from './seoul-date'

/**
 * The last day of the warranty: `months` after the purchase day, that day excluded ("구입일로부터
 * 12개월": bought 2026-01-15, covered through 2027-01-14). Days are Seoul dates (YYYY-MM-DD).
 */
export function warrantyEndDay(purchaseDay: string, months: number): string {
  const end = new Date(`${addMonths(purchaseDay, months)}T00:00:00Z`)
  end.setUTCDate(end.getUTCDate() - 1)
  return end.toISOString().slice(0, 10)
}

/** Whether `today` (a Seoul date) is still covered by a warranty ending on `endDay`. */
export const inWarranty = (endDay: string, today: string): boolean => today <= endDay

/** "2027-01-14까지 보증" or "보증 기간 만료": what a device's warranty says today (a Seoul date). */
export const warrantyLabel = (endDay: string, today: string): string => (inWarranty(endDay, today) ? `${endDay}까지 보증` : '보증 기간 만료')
