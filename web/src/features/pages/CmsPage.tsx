import { PreviewBanner } from '~/features/preview/PreviewBanner'
import { RichText } from '~/ui/rich-text/RichText'
import type { CmsPageData } from './types'

/** A free page written in the CMS, such as /korea. */
export function CmsPage({ page }: { page: CmsPageData }) {
  return (
    <article className="page article">
      {page.preview && <PreviewBanner path={page.path} />}
      <header className="article__header">
        <h1>{page.title}</h1>
        {page.description && <p className="article__lead">{page.description}</p>}
      </header>
      {page.hero && (
        <img
          className="article__hero"
          src={page.hero.src}
          srcSet={page.hero.srcSet}
          sizes="(min-width: 800px) 760px, 100vw"
          width={page.hero.width}
          height={page.hero.height}
          alt={page.hero.alt}
          fetchPriority="high"
        />
      )}
      <RichText html={page.html} className="article__body" />
    </article>
  )
}
