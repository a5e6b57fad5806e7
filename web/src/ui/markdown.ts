import MarkdownIt from 'markdown-it'

// Spec §5: Markdown with raw HTML disabled, links with javascript:, vbscript:, file: or data:
// rejected except data images of gif, png, jpeg or webp type, and nesting limited to 100. These
// are markdown-it's own defaults; they are spelled out here so an upgrade cannot loosen them.

export const MARKDOWN_NESTING_LIMIT = 100

const REJECTED_SCHEME = /^(javascript|vbscript|file|data):/
const ALLOWED_DATA_IMAGE = /^data:image\/(gif|png|jpeg|webp);/

/** Whether a link or image source may appear in rendered Markdown. */
export function isSafeMarkdownUrl(url: string): boolean {
  const normalized = url.trim().toLowerCase()
  return !REJECTED_SCHEME.test(normalized) || ALLOWED_DATA_IMAGE.test(normalized)
}

const markdown = new MarkdownIt('default', { html: false, maxNesting: MARKDOWN_NESTING_LIMIT, linkify: false })
markdown.validateLink = isSafeMarkdownUrl

/** Markdown to HTML that is safe to insert into a page. */
export function renderMarkdown(source: string): string {
  return markdown.render(source)
}
