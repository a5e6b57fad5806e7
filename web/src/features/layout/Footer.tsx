import type { Footer as FooterContent } from '@storefront/cms/payload-types'
import { SiteLink } from '~/ui/SiteLink'

export function Footer({ content, brandName }: { content: FooterContent; brandName: string }) {
  return (
    <footer className={content.fixed ? 'site-footer site-footer--fixed' : 'site-footer'}>
      <div className="site-footer__inner">
        <dl className="site-footer__business">
          {content.businessInfo?.map((item, index) => (
            <div key={item.id ?? index}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
        <LinkGroup group={content.shortcuts} />
        <LinkGroup group={content.service} />
        <p className="site-footer__copyright">
          <small>{`© ${content.copyrightYear} ${brandName}`}</small>
        </p>
      </div>
    </footer>
  )
}

type LinkGroupContent = FooterContent['shortcuts']

function LinkGroup({ group: { title, links } }: { group: LinkGroupContent }) {
  if (!links?.length) return null
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
