// Rules of a genuine-device registration (정품 등록) that the CMS enforces and the storefront's
// forms show before sending: where a unit was bought, the purchase day, the receipt, the states.
import { seoulDay } from './seoul-date'

/** Where a unit was bought. */
export const purchaseChannels = [
  { value: 'shop', label: '바포레 매장(직영점·협력점)' },
  { value: 'marketplace', label: '공식 온라인 스토어' },
  { value: 'other', label: '그 밖의 곳' },
] as const
export type PurchaseChannel = (typeof purchaseChannels)[number]['value']
export const isPurchaseChannel = (value: unknown): value is PurchaseChannel => purchaseChannels.some((channel) => channel.value === value)

/** A registration's states: staff revoke or transfer one with a note. */
export const deviceStatuses = [
  { value: 'active', label: '사용 중' },
  { value: 'transferred', label: '양도됨' },
  { value: 'revoked', label: '등록 해지' },
] as const
export type DeviceStatus = (typeof deviceStatuses)[number]['value']

/**
 * Why a purchase day (YYYY-MM-DD, Seoul) cannot be right, or null: not after today, not before
 * the model was released (`releasedOn`, an ISO date, when the CMS knows it).
 */
export function purchaseDayProblem(day: string, releasedOn: string | null | undefined, now = new Date()): string | null {
  // The form asks with a date picker; a browser without one takes typing, hence the example.
  if (!day) return '구입일을 골라 주세요.'
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return '구입일을 달력에서 고르거나 2025-03-14처럼 입력해 주세요.'
  if (day > seoulDay(now)) return '구입일은 오늘 이후일 수 없습니다.'
  const released = releasedOn ? releasedOn.slice(0, 10) : null
  if (released && day < released) return `이 모델은 ${released}에 출시되었습니다. 구입일을 다시 확인하세요.`
  return null
}

/** Receipts: a photo or a PDF, at most 10 MB (the attachments collection's own limit). */
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf'] as const
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024

/** Why a receipt file cannot be sent, or null. */
export function receiptProblem(file: { type: string; size: number }): string | null {
  if (!(RECEIPT_TYPES as readonly string[]).includes(file.type)) return '영수증은 사진(JPG·PNG·WEBP·HEIC) 또는 PDF 파일만 올릴 수 있습니다.'
  if (file.size > RECEIPT_MAX_BYTES) return '영수증 파일은 10MB까지 올릴 수 있습니다.'
  if (file.size === 0) return '빈 파일입니다. 영수증을 다시 선택하세요.'
  return null
}
