// The choices of a shop's select fields, with their Korean labels. Plain data with no Payload
// import: the storefront shows the same labels (`@storefront/rules/shop-options`).
export { regions, type Region } from './regions'

/** Shop kinds, in the order the storefront lists them. */
export const shopKinds = [
  { value: 'direct', label: '직영점' },
  { value: 'partner', label: '협력점' },
  { value: 'service-center', label: '서비스센터' },
] as const

export const shopServices = [
  { value: 'registration', label: '정품 등록' },
  { value: 'service', label: 'A/S 접수' },
  { value: 'trade-in', label: '보상 판매' },
] as const

export type ShopKind = (typeof shopKinds)[number]['value']
export type ShopService = (typeof shopServices)[number]['value']
