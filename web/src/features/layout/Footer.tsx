import type { Footer as FooterContent } from '@storefront/cms/payload-types'
import type { SiteSettings } from './site-settings'
import { SiteLink } from '~/ui/SiteLink'
import { SITE_FOOTER_ID } from './first-paint'
import { MarketplaceLink } from './SiteHeader'

type FooterLink = NonNullable<FooterContent['service']['links']>[number]

const WARRANTY_POLICY_LABEL = '보증 정책'
/** The business detail the Fair Trade Commission's business information page is looked up by. */
const BUSINESS_NUMBER_LABEL = '사업자등록번호'

/** 사업자정보확인: the Fair Trade Commission's page of the business registered under `number`; null for anything but ten digits. */
export function businessInfoUrl(number: string): string | null {
  const digits = number.replace(/-/g, '')
  return /^\d{10}$/.test(digits) ? `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${digits}` : null
}

/**
 * On every page (docs/product.md#content-and-posts): the business details as label/value pairs (the
 * registration number with its 사업자정보확인 link, the privacy officer among them), the 'Shortcuts'
 * and 'Service' link groups, the terms and the privacy policy (in bold, as Korean sites set it
 * apart), the copyright line and the fixed flag, all from the CMS `footer` global.
 */
export function Footer({ content, site }: { content: FooterContent; site: SiteSettings }) {
  return (
    <footer id={SITE_FOOTER_ID} className={content.fixed ? 'site-footer site-footer--fixed' : 'site-footer'}>
      <div className="site-footer__inner">
        <div className="site-footer__company">
          <p className="site-footer__brand">{site.brandName}</p>
          <dl className="site-footer__business">
            {content.businessInfo?.map((item, index) => (
              <div key={item.id ?? index}>
                <dt>{item.label}</dt>
                {item.label === BUSINESS_NUMBER_LABEL ? (
                  <dd>
                    <span>{item.value}</span>
                    <BusinessInfoLink number={item.value} />
                  </dd>
                ) : (
                  <dd>{item.value}</dd>
                )}
              </div>
            ))}
          </dl>
        </div>
        <LinkGroup title={content.shortcuts.title} links={content.shortcuts.links ?? []} />
        <LinkGroup title={content.service.title} links={withWarrantyPolicy(content.service.links ?? [], site.warrantyPolicyPath)} />
        <nav className="site-footer__policies" aria-label="약관 및 정책">
          <SiteLink link={{ to: '/terms/service' }}>이용약관</SiteLink>
          <SiteLink link={{ to: '/terms/privacy' }}>
            <strong>개인정보처리방침</strong>
          </SiteLink>
        </nav>
        <div className="site-footer__bottom">
          <small>{`© ${content.copyrightYear} ${site.brandName}. All rights reserved.`}</small>
          {site.marketplaceUrl && <MarketplaceLink href={site.marketplaceUrl} className="site-footer__store" />}
        </div>
      </div>
    </footer>
  )
}

function BusinessInfoLink({ number }: { number: string }) {
  const url = businessInfoUrl(number)
  if (!url) return null
  return (
    <a className="site-footer__bizinfo" href={url} target="_blank" rel="noopener noreferrer">
      사업자정보확인
    </a>
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
