import type { Media } from '@storefront/cms/payload-types'
import { convertLexicalToHTML, type HTMLConverter, type HTMLConvertersFunction, LinkHTMLConverter } from '@payloadcms/richtext-lexical/html'

// Rich text of posts, pages and terms, turned into HTML by Payload's own converter on the
// storefront's server (docs/decisions/0009): pages ship the HTML, never a renderer. Only what the
// storefront shows differently is ours: images in our sizes, tables that scroll, one h1 per page.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHTML = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!)

/** A Lexical document as the CMS stores it (a `richText` field). */
export type RichTextDocument = Parameters<typeof convertLexicalToHTML>[0]['data']

/** What an image takes of the column it sits in (see .rich-text in the styles). */
const IMAGE_SIZES = '(min-width: 760px) 720px, calc(100vw - 40px)'

/**
 * Where the browser gets a CMS upload. Payload's URLs are paths (`/api/media/file/…`), which the
 * storefront serves from the CMS itself (routes/api/media/file/$.ts); absolute ones stay as they are.
 */
export function mediaUrl(url: string | null | undefined): string | null {
  if (!url) return null
  if (url.startsWith('/') && !url.startsWith('//')) return url
  return /^https?:\/\//.test(url) ? url : null
}

/**
 * `srcset` from the widths Payload made of an image (Media's imageSizes, WebP), the original last
 * and only when it is wider than every size: at the same width the smaller WebP wins.
 */
export function imageSrcSet(media: Pick<Media, 'url' | 'width' | 'sizes'>): string | undefined {
  const candidates = new Map<number, string>()
  for (const name of ['thumbnail', 'card', 'hero'] as const) {
    const size = media.sizes?.[name]
    const url = mediaUrl(size?.url)
    if (url && size?.width) candidates.set(size.width, url)
  }
  const original = mediaUrl(media.url)
  if (original && media.width && !candidates.has(media.width)) candidates.set(media.width, original)
  if (candidates.size < 2) return undefined
  return [...candidates]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ')
}

/** Child nodes, as the converter's `nodesToHTML` takes them. */
type NodesToHTML = Parameters<Extract<HTMLConverter, (...args: never[]) => unknown>>[0]['nodesToHTML']
type ChildNodes = Parameters<NodesToHTML>[0]['nodes']

const attribute = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : ` ${name}="${escapeHTML(String(value))}"`

type UploadNode = { value: unknown; fields?: { alt?: string; caption?: unknown } | null }

const upload: HTMLConverter<UploadNode> = ({ node }) => {
  const media = typeof node.value === 'object' && node.value !== null ? (node.value as Media) : null
  const src = mediaUrl(media?.url)
  if (!media || !src) return ''
  if (!media.mimeType?.startsWith('image/')) {
    return `<p><a href="${escapeHTML(src)}" rel="noopener">${escapeHTML(media.filename ?? media.alt ?? '첨부 파일')}</a></p>`
  }
  const alt = node.fields?.alt || media.alt || ''
  return `<figure class="rich-text__figure"><img${attribute('src', src)}${attribute('srcset', imageSrcSet(media))}${
    imageSrcSet(media) ? attribute('sizes', IMAGE_SIZES) : ''
  }${attribute('width', media.width)}${attribute('height', media.height)} alt="${escapeHTML(alt)}" loading="lazy" decoding="async"></figure>`
}

type TableCellNode = { headerState?: number; colSpan?: number; rowSpan?: number; children: ChildNodes }

// Lexical's header states: 1 the cell is in a header row, 2 in a header column, 3 both.
const tablecell: HTMLConverter<TableCellNode> = ({ node, nodesToHTML }) => {
  const children = nodesToHTML({ nodes: node.children }).join('')
  const span = `${node.colSpan && node.colSpan > 1 ? ` colspan="${node.colSpan}"` : ''}${node.rowSpan && node.rowSpan > 1 ? ` rowspan="${node.rowSpan}"` : ''}`
  const state = node.headerState ?? 0
  if (!state) return `<td${span}>${children}</td>`
  return `<th scope="${state === 2 ? 'row' : 'col'}"${span}>${children}</th>`
}

// Wide tables scroll sideways on a phone; the region is focusable so the keyboard can scroll it.
const table: HTMLConverter<{ children: ChildNodes }> = ({ node, nodesToHTML }) =>
  `<div class="rich-text__table" role="region" aria-label="표" tabindex="0"><table><tbody>${nodesToHTML({ nodes: node.children }).join('')}</tbody></table></div>`

const tablerow: HTMLConverter<{ children: ChildNodes }> = ({ node, nodesToHTML }) => `<tr>${nodesToHTML({ nodes: node.children }).join('')}</tr>`

// The page's title is its h1; headings in the text start one level below.
const heading: HTMLConverter<{ tag: string; children: ChildNodes }> = ({ node, nodesToHTML, providedStyleTag }) => {
  const tag = ({ h1: 'h2', h2: 'h2', h3: 'h3', h4: 'h4', h5: 'h5', h6: 'h6' } as Record<string, string>)[node.tag] ?? 'h2'
  return `<${tag}${providedStyleTag}>${nodesToHTML({ nodes: node.children }).join('')}</${tag}>`
}

type InternalLink = { fields: { doc?: { relationTo?: string; value?: unknown } | null } }

/** An internal link of the editor points at a post or a page: their storefront paths. */
function internalHref({ linkNode }: { linkNode: InternalLink }): string {
  const doc = linkNode.fields.doc
  const value = doc?.value
  const record = typeof value === 'object' && value !== null ? (value as { id?: unknown; slug?: unknown }) : { id: value }
  if (doc?.relationTo === 'posts' && (typeof record.id === 'number' || typeof record.id === 'string')) return `/posts/${record.id}`
  if (doc?.relationTo === 'pages' && typeof record.slug === 'string') return `/${record.slug}`
  return '/'
}

const converters: HTMLConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  // Payload's link converter (it sanitises URLs), with our paths for internal links.
  ...LinkHTMLConverter({ internalDocToHref: internalHref }),
  heading,
  upload,
  table,
  tablerow,
  tablecell,
})

const TABLE_LABEL = 'aria-label="표"'

/** Safe HTML of a rich-text field; '' for none. */
export function renderRichText(data: RichTextDocument | null | undefined): string {
  if (!data?.root) return ''
  const html = convertLexicalToHTML({ data, converters, disableContainer: true })
  // Each table's region is a landmark: several on a page (the privacy policy's) need names of their
  // own. Text is escaped, so the attribute is only ever ours.
  if (html.split(TABLE_LABEL).length <= 2) return html
  let table = 0
  return html.replaceAll(TABLE_LABEL, () => `aria-label="표 ${++table}"`)
}
