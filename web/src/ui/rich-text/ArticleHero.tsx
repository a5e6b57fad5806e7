/** An image as the storefront shows it: URLs resolved on the server. */
export interface ImageView {
  src: string
  srcSet?: string
  width?: number
  height?: number
  alt: string
}

/** The large image above a post's or page's text: the page's largest paint, so fetched first. */
export function ArticleHero({ image }: { image: ImageView }) {
  return (
    <img
      className="article__hero"
      src={image.src}
      srcSet={image.srcSet}
      sizes="(min-width: 800px) 760px, 100vw"
      width={image.width}
      height={image.height}
      alt={image.alt}
      fetchPriority="high"
    />
  )
}
