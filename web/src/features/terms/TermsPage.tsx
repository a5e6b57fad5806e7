import { linkOptions } from '@tanstack/react-router'
import { SiteLink } from '~/ui/SiteLink'
import { RichText } from '~/ui/rich-text/RichText'
import type { TermsDocument } from './types'

const OTHER = {
  service: { link: linkOptions({ to: '/terms/privacy' }), label: '개인정보처리방침' },
  privacy: { link: linkOptions({ to: '/terms/service' }), label: '이용약관' },
}

const versionLink = (terms: TermsDocument, date: string) => ({ to: '/terms/$kind/v/$date', params: { kind: terms.kind, date } }) as const

/** What a version not in force says of itself, with the way to the one that is. */
function StandingNote({ terms }: { terms: TermsDocument }) {
  if (terms.standing === 'in-force') return null
  const current = terms.inForce && <SiteLink href={`/terms/${terms.kind}`}>{`지금 시행 중인 ${terms.title}(${terms.inForce} 시행) 보기`}</SiteLink>
  return (
    <p className="notice" role="note">
      {terms.standing === 'past'
        ? `${terms.effectiveDate}부터 시행된 이전 ${terms.title}입니다. `
        : `${terms.effectiveDate}부터 시행될 ${terms.title}입니다. 그 전까지는 지금의 ${terms.title}이 적용됩니다. `}
      {current}
    </p>
  )
}

/** The versions saved ahead of their day, announced on the one in force with their changes. */
function UpcomingNotice({ terms }: { terms: TermsDocument }) {
  if (terms.standing !== 'in-force' || terms.upcoming.length === 0) return null
  return terms.upcoming.map(({ effectiveDate, changes }) => (
    <section key={effectiveDate} className="notice" aria-label={`${terms.title} 개정 안내: ${effectiveDate} 시행 예정`}>
      <p className="notice__title">{`${effectiveDate} 시행 예정`}</p>
      <p>{`${effectiveDate}부터 ${terms.title}이 바뀝니다.${changes ? ` 주요 변경 사항: ${changes}` : ''}`}</p>
      <SiteLink link={versionLink(terms, effectiveDate)}>{`${effectiveDate} 시행 예정 ${terms.title} 보기`}</SiteLink>
    </section>
  ))
}

/**
 * The terms of service or the privacy policy as in force on the day it is read, with the date it
 * took effect, the coming version announced, and every earlier version's address
 * (docs/decisions/0063). A past or coming version says so and links the one in force.
 */
export function TermsPage({ terms }: { terms: TermsDocument }) {
  const other = OTHER[terms.kind]
  const earlier = terms.versions.filter((version) => version !== terms.effectiveDate)
  return (
    <article className="page article">
      <header className="article__header">
        <h1>{terms.title}</h1>
        {terms.effectiveDate && <p className="article__date">{`${terms.standing === 'upcoming' ? '시행 예정일' : '시행일'} ${terms.effectiveDate}`}</p>}
        <StandingNote terms={terms} />
        <UpcomingNotice terms={terms} />
      </header>
      {terms.html ? <RichText html={terms.html} className="article__body" /> : <p className="notice">내용을 준비하고 있습니다.</p>}
      <footer className="article__footer">
        {earlier.length > 0 && (
          <nav aria-label={`이전 ${terms.title}`}>
            <h2>{`이전 ${terms.title}`}</h2>
            <ul>
              {earlier.map((version) => (
                <li key={version}>
                  <SiteLink link={versionLink(terms, version)}>{`${version} 시행`}</SiteLink>
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
