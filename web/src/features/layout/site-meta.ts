import type { Site } from '@storefront/cms/payload-types'

/** Head tags every page starts from; pages add their own title (page name, then brand). */
export function defaultMeta(site: Site | undefined) {
  return [
    { charSet: 'utf-8' },
    { name: 'viewport', content: 'width=device-width, initial-scale=1' },
    ...(site ? [{ title: site.brandName }] : []),
    ...(site?.descriptionKo ? [{ name: 'description', content: site.descriptionKo }] : []),
    { property: 'og:locale', content: 'ko_KR' },
  ]
}
