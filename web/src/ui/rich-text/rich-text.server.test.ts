import { describe, expect, it } from 'vitest'
import { imageSrcSet, mediaUrl, renderRichText, type RichTextDocument } from './rich-text.server'

const base = { format: '', indent: 0, version: 1, direction: 'ltr' }
const text = (value: string, format = 0) => ({ type: 'text', text: value, format, style: '', mode: 'normal', detail: 0, version: 1 })
const doc = (...children: unknown[]) => ({ root: { ...base, type: 'root', children } }) as unknown as RichTextDocument
const paragraph = (...children: unknown[]) => ({ ...base, type: 'paragraph', children })
const cell = (value: string, headerState = 0) => ({ type: 'tablecell', headerState, version: 1, children: [paragraph(text(value))] })

const image = {
  id: 4,
  alt: '바포레 에어 본체',
  url: '/api/media/file/air.png',
  mimeType: 'image/png',
  filename: 'air.png',
  width: 1600,
  height: 900,
  sizes: {
    thumbnail: { url: '/api/media/file/air-320x180.png', width: 320, height: 180 },
    card: { url: '/api/media/file/air-768x432.png', width: 768, height: 432 },
    share: { url: '/api/media/file/air-1200x630.png', width: 1200, height: 630 },
  },
}

describe('rich text rendered on the server', () => {
  it('renders paragraphs, headings (an h1 of the text becomes h2), lists and quotes, escaping text', () => {
    const html = renderRichText(
      doc(
        { ...base, type: 'heading', tag: 'h1', children: [text('보증 기간')] },
        paragraph(text('<script>alert(1)</script>'), text(' 굵게', 1)),
        { ...base, type: 'list', listType: 'number', tag: 'ol', start: 1, children: [{ ...base, type: 'listitem', value: 1, children: [text('하나')] }] },
        { ...base, type: 'quote', children: [text('정품만 보증합니다.')] },
      ),
    )
    expect(html).toContain('<h2>보증 기간</h2>')
    expect(html).not.toContain('<h1')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('<strong> 굵게</strong>')
    expect(html).toMatch(/<ol[^>]*>\s*<li[^>]*>하나<\/li><\/ol>/)
    expect(html).toContain('<blockquote>정품만 보증합니다.</blockquote>')
  })

  it('renders tables in a scrolling region, header cells with their scope', () => {
    const html = renderRichText(
      doc({
        type: 'table',
        version: 1,
        children: [
          { type: 'tablerow', version: 1, children: [cell('제품', 1), cell('보증 기간', 1)] },
          { type: 'tablerow', version: 1, children: [cell('바포레 에어'), cell('12개월')] },
        ],
      }),
    )
    expect(html).toContain('<div class="rich-text__table" role="region" aria-label="표" tabindex="0"><table><tbody>')
    expect(html).toContain('<th scope="col"><p>제품</p></th>')
    expect(html).toContain('<td><p>12개월</p></td>')
  })

  it('names each table region of its own when there are several, as landmarks must be', () => {
    const table = { type: 'table', version: 1, children: [{ type: 'tablerow', version: 1, children: [cell('구분', 1)] }] }
    const html = renderRichText(doc(table, table))
    expect(html.match(/aria-label="[^"]*"/g)).toEqual(['aria-label="표 1"', 'aria-label="표 2"'])
  })

  it('renders links: external ones safe, internal ones to the storefront path, javascript: never', () => {
    const link = (fields: unknown, label: string) => ({ ...base, type: 'link', fields, children: [text(label)] })
    const html = renderRichText(
      doc(
        paragraph(
          link({ linkType: 'custom', url: 'https://smartstore.naver.com/vapore', newTab: true }, '스토어'),
          link({ linkType: 'internal', doc: { relationTo: 'posts', value: { id: 7 } } }, '보증 정책'),
          link({ linkType: 'internal', doc: { relationTo: 'pages', value: { id: 1, slug: 'korea' } } }, '브랜드'),
          link({ linkType: 'custom', url: 'javascript:alert(1)' }, '나쁜 링크'),
        ),
      ),
    )
    expect(html).toContain('<a href="https://smartstore.naver.com/vapore" rel="noopener noreferrer" target="_blank">스토어</a>')
    expect(html).toContain('<a href="/posts/7">보증 정책</a>')
    expect(html).toContain('<a href="/korea">브랜드</a>')
    expect(html).not.toContain('javascript:')
  })

  it('renders an uploaded image with its size, alt text and a srcset of our widths', () => {
    const html = renderRichText(doc({ type: 'upload', version: 3, relationTo: 'media', value: image, fields: null }))
    expect(html).toContain('src="/api/media/file/air.png"')
    expect(html).toContain('width="1600" height="900" alt="바포레 에어 본체" loading="lazy"')
    expect(html).toContain('srcset="/api/media/file/air-320x180.png 320w, /api/media/file/air-768x432.png 768w, /api/media/file/air.png 1600w"')
    // The cropped share size is never offered in the text.
    expect(html).not.toContain('1200x630')
    // Not populated (depth 0): nothing rather than a broken image.
    expect(renderRichText(doc({ type: 'upload', version: 3, relationTo: 'media', value: 4 }))).toBe('')
  })

  it('gives nothing for no document', () => {
    expect(renderRichText(null)).toBe('')
  })

  it('keeps media URLs on a path or http(s), nothing else', () => {
    expect(mediaUrl('/api/media/file/a.png')).toBe('/api/media/file/a.png')
    expect(mediaUrl('https://cdn.example.kr/a.png')).toBe('https://cdn.example.kr/a.png')
    expect(mediaUrl('//evil.example/a.png')).toBeNull()
    expect(mediaUrl('javascript:alert(1)')).toBeNull()
    expect(imageSrcSet({ url: '/a.png', width: 100, sizes: {} })).toBeUndefined()
  })

  it('offers the WebP size rather than the original when both have the same width', () => {
    const sizes = {
      card: { url: '/api/media/file/air-768x432.webp', width: 768 },
      hero: { url: '/api/media/file/air-1600x900.webp', width: 1600 },
    }
    expect(imageSrcSet({ url: '/api/media/file/air.png', width: 1600, sizes })).toBe(
      '/api/media/file/air-768x432.webp 768w, /api/media/file/air-1600x900.webp 1600w',
    )
    // A wider original is still the largest choice.
    expect(imageSrcSet({ url: '/api/media/file/air.png', width: 3000, sizes })).toMatch(/air-1600x900\.webp 1600w, \/api\/media\/file\/air\.png 3000w$/)
  })
})
