// The trade-in form's fields and Korean messages, checked the same way in the browser and on the
// server (request.server.ts); the CMS checks eligibility and the limit again.
import { photosProblem } from '@storefront/rules/service-request'
import { filesOf } from '~/ui/form-files'
import { formatNumber } from '~/ui/format-number'

export type TradeInErrors = Partial<Record<'exterior' | 'powersOn' | 'accessories' | 'note' | 'photos' | 'method' | 'shop' | 'terms' | 'form', string>>

export const NOTE_MAX = 1000

export const tradeInMessages = {
  exterior: '기기 외관 상태를 골라 주세요.',
  powersOn: '전원이 켜지는지 알려 주세요.',
  accessories: '구성품이 모두 있는지 알려 주세요.',
  note: `추가 설명은 ${formatNumber(NOTE_MAX)}자까지 적을 수 있습니다.`,
  method: '접수 방법을 골라 주세요.',
  shop: '방문하실 매장을 목록에서 고르세요.',
  terms: '참여 조건에 동의해야 신청할 수 있습니다.',
  form: '신청하지 못했습니다. 잠시 후 다시 시도하세요. 같은 내용으로 다시 보내도 한 번만 접수됩니다.',
  offline: '인터넷 연결을 확인하고 다시 시도하세요. 같은 내용으로 다시 보내도 한 번만 접수됩니다.',
  unreadablePhoto: '사진 파일을 읽을 수 없습니다. 사진이 맞는지 확인하고 다시 올려 주세요.',
} as const

/** The form's field for each field of the trade-in the CMS may refuse. */
export const tradeInFieldsByPath: Record<string, keyof TradeInErrors> = {
  'condition.exterior': 'exterior',
  'condition.powersOn': 'powersOn',
  'condition.accessories': 'accessories',
  'condition.note': 'note',
  photos: 'photos',
  method: 'method',
  shop: 'shop',
}

export const exteriors = [
  { value: 'clean', label: '깨끗함 · 눈에 띄는 흠집이 없습니다' },
  { value: 'worn', label: '사용감 있음 · 작은 흠집이나 변색이 있습니다' },
  { value: 'damaged', label: '파손 있음 · 깨지거나 찍힌 곳이 있습니다' },
] as const

export interface TradeInFields {
  exterior: 'clean' | 'worn' | 'damaged'
  powersOn: boolean
  accessories: boolean
  note: string
  photos: File[]
  method: 'visit' | 'mail'
  shop: number | null
}

/** The form's answers, or what is wrong with them, by field. */
export function validateTradeIn(form: FormData): { errors: TradeInErrors; fields: TradeInFields } {
  const errors: TradeInErrors = {}
  const text = (name: string) => String(form.get(name) ?? '').trim()
  const exterior = text('exterior')
  if (!exteriors.some(({ value }) => value === exterior)) errors.exterior = tradeInMessages.exterior
  const yesNo = (name: 'powersOn' | 'accessories') => {
    const value = text(name)
    if (value !== 'yes' && value !== 'no') errors[name] = tradeInMessages[name]
    return value === 'yes'
  }
  const powersOn = yesNo('powersOn')
  const accessories = yesNo('accessories')
  const note = text('note')
  if (note.length > NOTE_MAX) errors.note = tradeInMessages.note
  const photos = filesOf(form)
  const photoProblem = photosProblem(photos)
  if (photoProblem) errors.photos = photoProblem
  const method = text('method')
  if (method !== 'visit' && method !== 'mail') errors.method = tradeInMessages.method
  const shop = Number(text('shop'))
  const shopId = method === 'visit' && Number.isSafeInteger(shop) && shop > 0 ? shop : null
  if (method === 'visit' && !shopId) errors.shop = tradeInMessages.shop
  if (form.get('terms') !== 'accepted') errors.terms = tradeInMessages.terms
  return {
    errors,
    fields: { exterior: exterior as TradeInFields['exterior'], powersOn, accessories, note, photos, method: method as TradeInFields['method'], shop: shopId },
  }
}
