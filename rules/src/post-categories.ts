// Post categories with their Korean labels. Plain data with no Payload import: the storefront
// shows the same labels (`@storefront/rules/post-categories`).

export const postCategories = [
  { value: 'notice', label: '공지' },
  { value: 'event', label: '이벤트' },
  { value: 'warranty-policy', label: '보증 정책' },
  { value: 'guide', label: '이용 안내' },
] as const

export type PostCategory = (typeof postCategories)[number]['value']

export const postCategoryLabel = (value: string): string => postCategories.find((category) => category.value === value)?.label ?? ''
