// Every collection keys its rows with PostgreSQL's integer id (serial): a whole number from 1 to
// 2^31 − 1. An id past that column never reaches a query, where the database would refuse it (a 500).
const MAX_ROW_ID = 2 ** 31 - 1

/** `value` as a row id (a number, or its digits as written), or null when no row can have it ("abc", "1.5", "007", past the column). */
export function rowId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN
  return Number.isInteger(id) && id > 0 && id <= MAX_ROW_ID ? id : null
}
