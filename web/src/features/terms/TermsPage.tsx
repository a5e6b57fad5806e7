import { linkOptions } from '@tanstack/react-router'
import { SiteLink } from '~/ui/SiteLink'
import { RichText } from '~/ui/rich-text/RichText'
import type { TermsDocument } from './types'

const OTHER = {
  service: { link: linkOptions({ to: '/terms/privacy' }), label: '개인정보처리방침' },
  privacy: { link: linkOptions({ to: '/terms/service' }), label: '이용약관' },
}

/** The terms of service or the privacy policy, with the date they took effect. */
export function TermsPage({ terms }: { terms: TermsDocument }) {
  const other = OTHER[terms.kind]
  return (
    <article className="page article">
      <header className="article__header">
        <h1>{terms.title}</h1>
        {terms.effectiveDate && <p className="article__date">시행일 {terms.effectiveDate}</p>}
      </header>
      {terms.html ? <RichText html={terms.html} className="article__body" /> : <p className="notice">내용을 준비하고 있습니다.</p>}
      <footer className="article__footer">
        <SiteLink link={other.link}>{other.label} 보기</SiteLink>
      </footer>
    </article>
  )
}
