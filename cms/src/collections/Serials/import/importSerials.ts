import type { Payload } from 'payload'
import { hashAuthCode } from '@/lib/authCode'
import { checkSerialRows, readSerialCsv, type ProductRef, type Rejected } from './parseSerialCsv'

export type ImportReport = { total: number; imported: number; rejected: Rejected[]; error?: string }

const CHUNK = 1000

async function productsByCode(payload: Payload): Promise<Map<string, ProductRef>> {
  const { docs } = await payload.find({ collection: 'products', pagination: false, depth: 0, select: { code: true, hasAuthCode: true } })
  return new Map(docs.map((doc) => [doc.code, { id: doc.id, hasAuthCode: Boolean(doc.hasAuthCode) }]))
}

async function existingSerials(payload: Payload, serials: string[]): Promise<Set<string>> {
  const found = new Set<string>()
  for (let start = 0; start < serials.length; start += CHUNK) {
    const { docs } = await payload.find({
      collection: 'serials',
      where: { serialNumber: { in: serials.slice(start, start + CHUNK) } },
      pagination: false,
      depth: 0,
      select: { serialNumber: true },
    })
    for (const doc of docs) found.add(doc.serialNumber)
  }
  return found
}

/**
 * Imports the serials of a CSV (import/parseSerialCsv) all or nothing: any rejected row, or any
 * failure while writing, leaves the registry as it was. Access is the caller's business.
 */
export async function importSerials(payload: Payload, text: string, batch: string): Promise<ImportReport> {
  const read = readSerialCsv(text)
  if ('error' in read) return { total: 0, imported: 0, rejected: [], error: read.error }
  const { rows } = read
  const lookups = {
    products: await productsByCode(payload),
    existing: await existingSerials(
      payload,
      rows.map((row) => row.serial),
    ),
  }
  const { accepted, rejected } = checkSerialRows(rows, lookups)
  if (rejected.length > 0) return { total: rows.length, imported: 0, rejected }

  const hashes = await Promise.all(accepted.map((row) => (row.code ? hashAuthCode(row.code) : null)))
  const transactionID = await payload.db.beginTransaction()
  const req = { transactionID: transactionID ?? undefined }
  try {
    for (const [index, row] of accepted.entries()) {
      await payload.create({
        collection: 'serials',
        data: { serialNumber: row.serial, product: row.product, authCodeHash: hashes[index], status: 'available', batch },
        depth: 0,
        req,
      })
    }
    if (transactionID) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    payload.logger.warn({ err: error, msg: 'serial import rolled back' })
    return { total: rows.length, imported: 0, rejected: [], error: '저장 중 문제가 생겨 아무것도 가져오지 않았습니다. 다시 시도하세요.' }
  }
  return { total: rows.length, imported: accepted.length, rejected: [] }
}
