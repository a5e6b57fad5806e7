import { useSiteChrome } from '~/features/layout/site-chrome'
import type { PostSummary } from '~/features/posts/types'
import { SurveyList } from '~/features/surveys/SurveyList'
import type { RunningEvent } from '~/features/trade-in-events/types'
import { ButtonLink } from '~/ui/Button'
import { SiteLink } from '~/ui/SiteLink'
// A sprite file, not JavaScript: the icons cost the home page's first load nothing.
import iconSprite from './quick-links.svg?no-inline'
import type { HomeData, QuickLink } from './types'

/** / : the brand's entry point, everything on it managed in the CMS (`home`, posts, events, `site`). */
export function HomePage({ home }: { home: HomeData }) {
  const { site } = useSiteChrome()
  return (
    <>
      <section className={home.hero.image ? 'home-hero home-hero--image' : 'home-hero'}>
        {home.hero.image && (
          <img className="home-hero__image" src={home.hero.image.src} srcSet={home.hero.image.srcSet} sizes="100vw" alt="" fetchPriority="high" />
        )}
        <p className="home-hero__eyebrow">{site.brandName} · SEOUL</p>
        <h1>{home.hero.headline}</h1>
        {home.hero.subline && <p className="home-hero__subline">{home.hero.subline}</p>}
        {home.hero.cta && (
          <div className="button-row">
            <ButtonLink href={home.hero.cta.href} color="primary" size="large">
              {home.hero.cta.label}
            </ButtonLink>
          </div>
        )}
      </section>

      {home.quickLinks.length > 0 && (
        <section className="home-section" aria-labelledby="home-quick-links">
          <h2 id="home-quick-links" className="home-section__title">
            무엇을 도와드릴까요?
          </h2>
          {/* Three or six links sit in rows of three on a wide screen, any other number in rows of four. */}
          <ul className={home.quickLinks.length % 3 === 0 ? 'quick-links quick-links--threes' : 'quick-links'}>
            {home.quickLinks.map((link) => (
              <li key={`${link.icon}-${link.href}`}>
                <QuickLinkTile link={link} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {home.events.length > 0 && (
        <section className="home-section" aria-labelledby="home-events">
          <h2 id="home-events" className="home-section__title">
            진행 중인 보상 판매
          </h2>
          <ul className="home-events">
            {home.events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {home.surveys.length > 0 && (
        <section className="home-section" aria-labelledby="home-surveys">
          <h2 id="home-surveys" className="home-section__title">
            참여할 수 있는 설문
          </h2>
          <SurveyList surveys={home.surveys} label="참여할 수 있는 설문" />
        </section>
      )}

      {home.posts.length > 0 && (
        <section className="home-section" aria-labelledby="home-posts">
          <h2 id="home-posts" className="home-section__title">
            공지·소식
          </h2>
          <ul className="post-list">
            {home.posts.map((post) => (
              <li key={post.id}>
                <PostRow post={post} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="home-section home-links" aria-label="보증 정책과 온라인 스토어">
        {site.warrantyPolicyPath && (
          <SiteLink href={site.warrantyPolicyPath} className="home-link-card">
            <strong>보증 정책</strong>
            <span>정품 등록한 기기의 보증 기간과 무상 수리 범위를 확인하세요.</span>
            <span className="home-link-card__more" aria-hidden="true">
              자세히 보기 →
            </span>
          </SiteLink>
        )}
        {site.marketplaceUrl && (
          <a href={site.marketplaceUrl} className="home-link-card home-link-card--store" target="_blank" rel="noopener noreferrer">
            <strong>
              공식 온라인 스토어<span className="visually-hidden"> (새 창)</span>
            </strong>
            <span>기기와 카트리지, 액세서리를 공식 스토어에서 만나 보세요.</span>
            <span className="home-link-card__more" aria-hidden="true">
              스토어 바로가기 ↗
            </span>
          </a>
        )}
      </section>
    </>
  )
}

function QuickLinkTile({ link }: { link: QuickLink }) {
  const external = !link.href.startsWith('/')
  return (
    <SiteLink href={link.href} newTab={external} className="quick-link">
      <svg className="quick-link__icon" width="28" height="28" aria-hidden="true" focusable="false">
        <use href={`${iconSprite}#${link.icon}`} />
      </svg>
      <strong>
        {link.label}
        {external && <span className="visually-hidden"> (새 창)</span>}
      </strong>
      {link.description && <span>{link.description}</span>}
    </SiteLink>
  )
}

function EventCard({ event }: { event: RunningEvent }) {
  return (
    <SiteLink href={event.href} className="event-card">
      {event.banner && (
        <img className="event-card__banner" src={event.banner.src} width={event.banner.width} height={event.banner.height} alt="" loading="lazy" />
      )}
      <span className="event-card__body">
        <span className="event-card__badge">진행 중</span>
        <strong className="event-card__title">{event.title}</strong>
        {event.summary && <span className="event-card__summary">{event.summary}</span>}
        <span className="event-card__period">
          <span className="visually-hidden">기간 </span>
          {event.period}
        </span>
      </span>
    </SiteLink>
  )
}

function PostRow({ post }: { post: PostSummary }) {
  return (
    <SiteLink href={post.href} className="post-row">
      <span className={`post-row__category post-row__category--${post.category}`}>{post.categoryLabel}</span>
      <strong className="post-row__title">{post.title}</strong>
      {post.date && (
        <time className="post-row__date" dateTime={post.dateTime ?? undefined}>
          {post.date}
        </time>
      )}
    </SiteLink>
  )
}
