/**
 * The public pages: read by everyone, first on a phone, and served the same to every visitor.
 * They carry only the stylesheet in their head (layout/page-styles.ts, docs/decisions/0041) and load the
 * app on the first interaction instead of hydrating on load (docs/decisions/0055).
 */
const PUBLIC_PAGES = new Set([
  '/_default/',
  '/_default/shops',
  '/_default/posts/$postId',
  '/_default/terms/privacy',
  '/_default/terms/service',
  '/_default/terms/$kind/v/$date',
  '/_default/korea',
  '/_default/device/partner',
])

/** True when the page whose deepest route is `leafRouteId` is a public page. */
export const isPublicPage = (leafRouteId: string | undefined) => leafRouteId !== undefined && PUBLIC_PAGES.has(leafRouteId)
