import { PreviewBanner } from '~/features/preview/PreviewBanner'
import { ButtonLink } from '~/ui/Button'
import { ArticleHero } from '~/ui/rich-text/ArticleHero'
import { RichText } from '~/ui/rich-text/RichText'
import type { PostPageData } from './types'

/** /posts/{postId}: a notice, event, guide or the warranty policy. */
export function PostPage({ post }: { post: PostPageData }) {
  return (
    <article className="page article">
      {post.preview && <PreviewBanner path={post.href} />}
      <header className="article__header">
        <p className="article__category">{post.categoryLabel}</p>
        <h1>{post.title}</h1>
        {post.date && (
          <p className="article__date">
            <time dateTime={post.dateTime ?? undefined}>{post.date}</time>
          </p>
        )}
      </header>
      {post.hero && <ArticleHero image={post.hero} />}
      <RichText html={post.html} className="article__body" />
      <footer className="article__footer">
        <ButtonLink link={{ to: '/' }} border="light">
          메인으로
        </ButtonLink>
      </footer>
    </article>
  )
}
