import { PreviewBanner } from '~/features/preview/PreviewBanner'
import { ArticleHero } from '~/ui/rich-text/ArticleHero'
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
      {page.hero && <ArticleHero image={page.hero} />}
      <RichText html={page.html} className="article__body" />
    </article>
  )
}
