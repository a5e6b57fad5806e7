import { stringify } from 'csv-stringify/sync'

/**
 * A CSV download for staff: UTF-8 with a BOM so Excel in Korea reads the Korean, Windows line ends.
 * Cells may hold what anyone typed: one starting like a formula (=, +, -, @, tab, CR) is written as
 * text behind an apostrophe (csv-stringify's escape_formulas), so opening the file runs nothing; a
 * lone CR or LF inside a cell is quoted too, or a reader would start a new row there.
 */
export function csvResponse(rows: string[][], filename: string): Response {
  const csv = stringify(rows, { bom: true, record_delimiter: 'windows', escape_formulas: true, quoted_match: /[\r\n]/ })
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
    },
  })
}
