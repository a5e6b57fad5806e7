// Reading and checking a CSV of genuine serials (pure: the lookups are passed in). Columns by
// header, in any order: serial (일련번호), product (제품 — the product's model code), code
// (인증코드, optional). Every row is checked; one bad row means nothing is imported.
import { parse } from 'csv-parse/sync'
import { isAuthCodeFormat, isSerialFormat } from '@storefront/rules/serial'

const MAX_ROWS = 20_000

export type CsvRow = { line: number; serial: string; product: string; code: string }
export type Rejected = { line: number; serial: string; reason: string }
export type ProductRef = { id: number; hasAuthCode: boolean }
export type Accepted = { line: number; serial: string; product: number; code: string }

const headers: Record<string, keyof Omit<CsvRow, 'line'>> = {
  serial: 'serial',
  일련번호: 'serial',
  product: 'product',
  제품: 'product',
  code: 'code',
  인증코드: 'code',
}

/** The rows of `text`, or why the file as a whole cannot be read. */
export function readSerialCsv(text: string): { rows: CsvRow[] } | { error: string } {
  let records: { record: string[]; info: { lines: number } }[]
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true, info: true }) as unknown as typeof records
  } catch (error) {
    return { error: `CSV를 읽을 수 없습니다: ${(error as Error).message}` }
  }
  const [head, ...body] = records
  const columns = head?.record.map((name) => headers[name.replaceAll(' ', '').toLowerCase()])
  if (!columns?.includes('serial') || !columns.includes('product')) {
    return { error: '첫 줄에 serial, product 열 이름이 있어야 합니다 (code 열은 선택).' }
  }
  if (body.length === 0) return { error: '가져올 행이 없습니다.' }
  if (body.length > MAX_ROWS) return { error: `한 번에 ${MAX_ROWS.toLocaleString('ko-KR')}행까지 가져올 수 있습니다.` }
  const rows = body.map(({ record, info }) => {
    const row: CsvRow = { line: info.lines, serial: '', product: '', code: '' }
    columns.forEach((column, index) => {
      if (column) row[column] = record[index] ?? ''
    })
    // A staff file is taken as printed, only in capitals: a space inside a serial is a mistake to
    // report, not to mend as consumers' typing is (normaliseSerial).
    return { ...row, serial: row.serial.trim().toUpperCase(), product: row.product.trim().toUpperCase() }
  })
  return { rows }
}

/** Splits `rows` into what can be imported and what cannot, with the reason in Korean. */
export function checkSerialRows(
  rows: CsvRow[],
  lookups: { products: Map<string, ProductRef>; existing: Set<string> },
): { accepted: Accepted[]; rejected: Rejected[] } {
  const accepted: Accepted[] = []
  const rejected: Rejected[] = []
  const firstLine = new Map<string, number>()
  for (const row of rows) {
    const reject = (reason: string) => rejected.push({ line: row.line, serial: row.serial, reason })
    const product = lookups.products.get(row.product)
    const earlier = firstLine.get(row.serial)
    if (!firstLine.has(row.serial)) firstLine.set(row.serial, row.line)

    if (!isSerialFormat(row.serial)) reject('일련번호 형식이 올바르지 않습니다 (영문 대문자·숫자 6–32자).')
    else if (earlier !== undefined) reject(`파일 안에서 중복된 일련번호입니다 (${earlier}행과 같음).`)
    else if (lookups.existing.has(row.serial)) reject('이미 등록된 일련번호입니다.')
    else if (!product) reject(`알 수 없는 제품 코드입니다: ${row.product || '(비어 있음)'}`)
    else if (product.hasAuthCode && !row.code) reject('인증 코드를 쓰는 제품인데 code 열이 비어 있습니다.')
    else if (row.code && !isAuthCodeFormat(row.code)) reject('인증 코드 형식이 올바르지 않습니다 (영문·숫자 4–12자).')
    else accepted.push({ line: row.line, serial: row.serial, product: product.id, code: row.code })
  }
  return { accepted, rejected }
}
