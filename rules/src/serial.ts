// Serial numbers and authentication codes as printed on the label; consumers type them in any case,
// with spaces or any kind of dash between the groups, sometimes in full-width letters.

// Spaces, underscores and the dashes phones' keyboards offer (‐ ‑ ‒ – — ― − －) between groups.
const SEPARATORS = /[\s_\u2010-\u2015\u2212\uFE63\uFF0D-]+/g

/** As printed: VPA 2611 00001, vpa–2611–00001 and ＶＰＡ-2611-00001 are all VPA-2611-00001. */
export const normaliseSerial = (value: string): string =>
  value
    .normalize('NFKC')
    .toUpperCase()
    .replace(SEPARATORS, '-')
    .replace(/^-+|-+$/g, '')

/** 6–32 capital letters, digits and inner hyphens: VPA-2611-00001. */
export const isSerialFormat = (value: string): boolean => /^[A-Z0-9](?:[A-Z0-9-]{4,30})[A-Z0-9]$/.test(value) && !value.includes('--')

/** Codes are shown in capitals without separators; people type them as they read them. */
export const normaliseAuthCode = (value: string): string => value.normalize('NFKC').toUpperCase().replace(SEPARATORS, '')

/** 4–12 capital letters and digits. */
export const isAuthCodeFormat = (value: string): boolean => /^[A-Z0-9]{4,12}$/.test(value.trim().toUpperCase())

/** The Korean message for a serial that is not written like one. */
export const SERIAL_FORMAT_MESSAGE = '일련번호는 영문과 숫자 6–32자입니다. 라벨에 적힌 대로 입력하세요. 예: VPA-2611-00001'

/**
 * The production batch a serial was made in: the serial without its last group, the unit's number
 * within the batch (VPA-2611-00001 → VPA-2611, the model's prefix and the year and month it was
 * made). A serial of one group names no batch. Claims are counted per batch, and a service program
 * covers batches.
 */
export function productionBatch(serial: string): string | null {
  const last = serial.lastIndexOf('-')
  return last > 0 ? serial.slice(0, last) : null
}
