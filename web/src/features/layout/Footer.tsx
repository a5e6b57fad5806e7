import type { Footer as FooterContent } from '@storefront/cms/payload-types'
import type { SiteSettings } from './site-settings'
import { SiteLink } from '~/ui/SiteLink'
import { MarketplaceLink } from './SiteHeader'

type FooterLink = NonNullable<FooterContent['service']['links']>[number]

const WARRANTY_POLICY_LABEL = '보증 정책'

/**
 * On every page (docs/product.md#content-and-posts): the business details as label/value pairs, the 'Shortcuts' and
 * 'Service' link groups, the copyright line and the fixed flag, all from the CMS `footer` global.
 */
export function Footer({ content, site }: { content: FooterContent; site: SiteSettings }) {
  return (
    <footer className={content.fixed ? 'site-footer site-footer--fixed' : 'site-footer'}>
      <div className="site-footer__inner">
        <div className="site-footer__company">
          <p className="site-footer__brand">{site.brandName}</p>
          <dl className="site-footer__business">
            {content.businessInfo?.map((item, index) => (
              <div key={item.id ?? index}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <LinkGroup title={content.shortcuts.title} links={content.shortcuts.links ?? []} />
        <LinkGroup title={content.service.title} links={withWarrantyPolicy(content.service.links ?? [], site.warrantyPolicyPath)} />
        <div className="site-footer__bottom">
          <small>{`© ${content.copyrightYear} ${site.brandName}. All rights reserved.`}</small>
          {site.marketplaceUrl && <MarketplaceLink href={site.marketplaceUrl} className="site-footer__store" />}
        </div>
      </div>
    </footer>
  )
}

/**
 * The warranty policy is the post chosen in the site settings: a 'warranty policy' link of the
 * footer is pointed at it, or one is added when the footer has none.
 */
export function withWarrantyPolicy(links: readonly FooterLink[], postPath: string | null): FooterLink[] {
  if (!postPath) return [...links]
  const warranty = { label: WARRANTY_POLICY_LABEL, url: postPath, newTab: false }
  const hasOne = links.some((link) => link.label === WARRANTY_POLICY_LABEL)
  return hasOne ? links.map((link) => (link.label === WARRANTY_POLICY_LABEL ? { ...link, ...warranty } : link)) : [...links, warranty]
}

function LinkGroup({ title, links }: { title: string; links: readonly FooterLink[] }) {
  if (!links.length) return null
  return (
    <nav className="site-footer__links" aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {links.map((link, index) => (
          <li key={link.id ?? index}>
            <SiteLink href={link.url} newTab={link.newTab}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
