import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { importSerials } from '@/collections/Serials/import/importSerials'

const batches = [
  { code: 'VP-AIR', prefix: 'VPA-2611', count: 120, withCode: false },
  { code: 'VP-PRO', prefix: 'VPP-2611', count: 120, withCode: true },
  { code: 'VP-MINI', prefix: 'VPM-2611', count: 100, withCode: false },
]

/** The serial the demo customer has registered. */
export const DEMO_DEVICE_SERIAL = 'VPA-2611-00001'
/** A serial the registry blocks (reported stolen), for trying the refusal. */
const BLOCKED_SERIAL = 'VPM-2611-00100'

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** The demo authentication code printed under a VP-PRO label: derived, so anyone can reproduce it. */
const demoAuthCode = (serial: string): string =>
  [...createHash('sha256').update(`vapore-demo-code:${serial}`).digest().subarray(0, 6)].map((byte) => ALPHABET[byte % 32]).join('')

function demoSerialCsv(): string {
  const lines = ['serial,product,code']
  for (const { code, prefix, count, withCode } of batches) {
    for (let n = 1; n <= count; n += 1) {
      const serial = `${prefix}-${String(n).padStart(5, '0')}`
      lines.push(`${serial},${code},${withCode ? demoAuthCode(serial) : ''}`)
    }
  }
  return lines.join('\n')
}

/** A few hundred genuine serials through the same import staff use; once. Returns how many it added. */
export async function seedSerials(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'serials', where: { serialNumber: { equals: DEMO_DEVICE_SERIAL } } })
  if (totalDocs > 0) return 0
  const report = await importSerials(payload, demoSerialCsv(), 'seed · 2026-11 입고')
  if (report.imported === 0) throw new Error(`seed: serial import failed: ${report.error ?? JSON.stringify(report.rejected.slice(0, 3))}`)
  await payload.update({ collection: 'serials', where: { serialNumber: { equals: BLOCKED_SERIAL } }, data: { status: 'blocked' } })
  return report.imported
}
