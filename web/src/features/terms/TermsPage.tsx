import { linkOptions } from '@tanstack/react-router'
import { SiteLink } from '~/ui/SiteLink'
import { RichText } from '~/ui/rich-text/RichText'
import type { TermsDocument } from './types'

const OTHER = {
  service: { link: linkOptions({ to: '/terms/privacy' }), label: '개인정보처리방침' },
  privacy: { link: linkOptions({ to: '/terms/service' }), label: '이용약관' },
}

/**
 * The terms of service or the privacy policy, with the date they took effect and every earlier
 * version's address (docs/decisions/0063). A past version says so and links the one in force.
 */
export function TermsPage({ terms }: { terms: TermsDocument }) {
  const other = OTHER[terms.kind]
  const earlier = terms.versions.filter((version) => version !== terms.effectiveDate)
  return (
    <article className="page article">
      <header className="article__header">
        <h1>{terms.title}</h1>
        {terms.effectiveDate && <p className="article__date">시행일 {terms.effectiveDate}</p>}
        {terms.currentVersion && (
          <p className="notice" role="note">
            {`${terms.effectiveDate}부터 시행된 이전 ${terms.title}입니다. `}
            <SiteLink href={`/terms/${terms.kind}`}>{`지금 시행 중인 ${terms.title}(${terms.currentVersion} 시행) 보기`}</SiteLink>
          </p>
        )}
      </header>
      {terms.html ? <RichText html={terms.html} className="article__body" /> : <p className="notice">내용을 준비하고 있습니다.</p>}
      <footer className="article__footer">
        {earlier.length > 0 && (
          <nav aria-label={`이전 ${terms.title}`}>
            <h2>{`이전 ${terms.title}`}</h2>
            <ul>
              {earlier.map((version) => (
                <li key={version}>
                  <SiteLink link={{ to: '/terms/$kind/v/$date', params: { kind: terms.kind, date: version } }}>{`${version} 시행`}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <SiteLink link={other.link}>{other.label} 보기</SiteLink>
      </footer>
    </article>
  )
}
