import type { Payload, PayloadRequest } from 'payload'
import { increment } from './counters'
import { seoulDay } from '@storefront/rules/seoul-date'

/** Formats `AS-20261121-0001`: prefix, Korean date, a per-day sequence of at least four digits. */
const formatNumber = (prefix: string, day: string, sequence: number): string => `${prefix}-${day.replaceAll('-', '')}-${String(sequence).padStart(4, '0')}`

/** The next human-readable number for `prefix` today (Asia/Seoul), unique under concurrent creation. */
export async function nextNumber(payload: Payload, prefix: string, req?: Partial<PayloadRequest>) {
  const day = seoulDay(new Date())
  const { value } = await increment(payload, `number:${prefix}:${day}`, req)
  return formatNumber(prefix, day, value)
}
