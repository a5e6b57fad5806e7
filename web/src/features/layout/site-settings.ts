import type { Site } from '@storefront/cms/payload-types'

/**
 * What every page needs of the CMS `site` global, and nothing more: it travels with every page's
 * HTML. Links are resolved here, once, on the server.
 */
export interface SiteSettings {
  brandName: string
  descriptionKo: string | null
  descriptionEn: string | null
  /** The public address of the storefront (absolute, no trailing slash). */
  siteUrl: string
  marketplaceUrl: string | null
  kakaoChannelUrl: string | null
  /** Absolute URL of the image shown when a page is shared. */
  shareImageUrl: string
  /** Path of the warranty-policy post chosen in the site settings, when one is. */
  warrantyPolicyPath: string | null
}

/** Served by the storefront itself (web/public) when the CMS names no share image. */
const DEFAULT_SHARE_IMAGE = '/share-image.jpg'

export function toSiteSettings(site: Site, env: { siteUrl: string }): SiteSettings {
  const siteUrl = (site.siteUrl || env.siteUrl).replace(/\/+$/, '')
  return {
    brandName: site.brandName,
    descriptionKo: site.descriptionKo ?? null,
    descriptionEn: site.descriptionEn ?? null,
    siteUrl,
    marketplaceUrl: site.marketplaceUrl ?? null,
    kakaoChannelUrl: site.kakaoChannelUrl ?? null,
    shareImageUrl: absoluteHttpUrl(populated(site.shareImage)?.url) ?? `${siteUrl}${DEFAULT_SHARE_IMAGE}`,
    warrantyPolicyPath: postPath(site.warrantyPolicy),
  }
}

/** A relationship arrives as an id (depth 0) or as the document (depth ≥ 1). */
function postPath(value: Site['warrantyPolicy']): string | null {
  const id = typeof value === 'object' && value !== null ? value.id : value
  return typeof id === 'number' ? `/posts/${id}` : null
}

const populated = <T extends object>(value: number | T | null | undefined): T | undefined => (typeof value === 'object' && value !== null ? value : undefined)

/** Only an absolute http(s) URL can be given to other sites (a relative one points at the CMS host). */
function absoluteHttpUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol) ? value : undefined
  } catch {
    return undefined
  }
}
