/** What a quick link on the home screen shows as its picture; the storefront owns the icons. */
export const quickLinkIcons = [
  { value: 'register', label: '정품 등록' },
  { value: 'service', label: 'A/S' },
  { value: 'shops', label: '매장' },
  { value: 'warranty', label: '보증 정책' },
  { value: 'trade-in', label: '보상 판매' },
  { value: 'survey', label: '설문' },
  { value: 'kakao', label: '카카오톡 상담' },
  { value: 'store', label: '스토어' },
] as const

export type QuickLinkIcon = (typeof quickLinkIcons)[number]['value']

export const QUICK_LINK_ICONS: readonly QuickLinkIcon[] = quickLinkIcons.map((icon) => icon.value)
