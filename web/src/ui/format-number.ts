// Whole numbers as Korean pages print them (1,234,567: grouped by three with commas, as ko-KR
// does). Written out rather than asked of Intl: a browser's first Intl formatter loads its locale
// data, about 30 ms of a phone's main thread as a page hydrates (docs/decisions/0068).

/** `value` rounded to a whole number and grouped by three: 1234567 → "1,234,567". */
export function formatNumber(value: number): string {
  const digits = String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+$)/g, ',')
  return value <= -0.5 ? `-${digits}` : digits
}
