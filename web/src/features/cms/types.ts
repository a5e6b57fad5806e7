// Provisional local types for the CMS globals the storefront reads. To be replaced by
// `import type { Footer, Site } from '@storefront/cms/payload-types'` once the CMS generates
// that file; the shapes follow Payload's generated style (optional fields may be null).

export interface FooterLink {
  label: string
  url: string
  newTab?: boolean | null
  id?: string | null
}

export interface Footer {
  businessInfo?: { label: string; value: string; id?: string | null }[] | null
  shortcuts?: FooterLink[] | null
  serviceLinks?: FooterLink[] | null
  copyrightYear?: number | null
  fixed?: boolean | null
}

export interface Site {
  brandName: string
  descriptionKo?: string | null
  descriptionEn?: string | null
  siteUrl?: string | null
  marketplaceUrl?: string | null
  kakaoChannelUrl?: string | null
}
