// Rules of an A/S request that the CMS enforces and the storefront's form shows before sending:
// the symptoms to choose from, the description's length, the photos, the return address.
import { isKoreanPhone, normaliseMobile } from './phone'
import { type PostalAddress, postalAddressProblems } from './postal-address'

export const symptoms = [
  { value: 'power', label: '전원이 켜지지 않음' },
  { value: 'charging', label: '충전 불량' },
  { value: 'leak', label: '누액' },
  { value: 'taste', label: '맛·무화량 이상' },
  { value: 'button', label: '버튼 고장' },
  { value: 'damage', label: '외관 파손' },
  { value: 'other', label: '기타' },
] as const
export type Symptom = (typeof symptoms)[number]['value']
export const isSymptom = (value: unknown): value is Symptom => symptoms.some((symptom) => symptom.value === value)
export const symptomLabel = (value: string) => symptoms.find((symptom) => symptom.value === value)?.label ?? value

export const serviceMethods = [
  { value: 'visit', label: '매장 방문' },
  { value: 'mail', label: '택배 접수' },
] as const
export type ServiceMethod = (typeof serviceMethods)[number]['value']

export const DESCRIPTION_MIN = 5
export const DESCRIPTION_MAX = 2000

/** Why a description cannot be sent, or null. */
export function descriptionProblem(text: string): string | null {
  const length = text.trim().length
  if (length < DESCRIPTION_MIN) return `증상을 ${DESCRIPTION_MIN}자 이상 적어 주세요. 언제부터, 어떤 상황에서 그런지 알려 주시면 빨리 도와드릴 수 있습니다.`
  if (length > DESCRIPTION_MAX) return `증상 설명은 ${DESCRIPTION_MAX.toLocaleString('ko-KR')}자까지 적을 수 있습니다.`
  return null
}

/** Photos of the fault: at most 5 images of at most 10 MB each (the attachments collection's limit). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024
export const PHOTOS_MAX = 5

/** A form whose photos together pass what a form may carry: refused before it is read. */
export const PHOTOS_TOO_LARGE = `사진이 너무 큽니다. 사진은 한 장에 ${PHOTO_MAX_BYTES / 1024 / 1024}MB, 모두 ${PHOTOS_MAX}장까지 올릴 수 있습니다.`

/** Why these photos cannot be sent, or null. */
export function photosProblem(files: readonly { type: string; size: number }[]): string | null {
  if (files.length > PHOTOS_MAX) return `사진은 ${PHOTOS_MAX}장까지 올릴 수 있습니다.`
  if (files.some((file) => !(PHOTO_TYPES as readonly string[]).includes(file.type))) return '사진은 JPG·PNG·WEBP·HEIC 파일만 올릴 수 있습니다.'
  if (files.some((file) => file.size > PHOTO_MAX_BYTES)) return '사진은 한 장에 10MB까지 올릴 수 있습니다.'
  if (files.some((file) => file.size === 0)) return '빈 파일이 있습니다. 사진을 다시 선택하세요.'
  return null
}

export interface ReturnAddress extends PostalAddress {
  name: string
  phone: string
}

/** Problems with a mail-in's return address, by field (`detail`: 상세 주소). */
export function returnAddressProblems(address: Partial<ReturnAddress>): Partial<Record<keyof ReturnAddress, string>> {
  const problems: Partial<Record<keyof ReturnAddress, string>> = {}
  if (!address.name?.trim()) problems.name = '받으실 분의 이름을 적어 주세요.'
  const phone = address.phone?.trim() ?? ''
  // A mobile number typed without hyphens (01012345678) is fine: it is kept as 010-1234-5678.
  if (!isKoreanPhone(phone) && !normaliseMobile(phone)) problems.phone = '연락처를 확인해 주세요. 예: 010-1234-5678'
  return { ...problems, ...postalAddressProblems(address, '수리한 기기를 받으실 주소를 적어 주세요.') }
}

/** Why a device being traded in gets no A/S: the CMS refuses with it, /user/service shows it. */
export const openTradeInRefusal = '보상 판매가 진행 중인 기기는 A/S를 신청할 수 없습니다. 보상 판매를 취소했거나 반려된 뒤에 신청해 주세요.'
