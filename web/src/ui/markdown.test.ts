import { describe, expect, it } from 'vitest'
import { isSafeMarkdownUrl, MARKDOWN_NESTING_LIMIT, renderMarkdown } from './markdown'

describe('markdown rendering', () => {
  it('renders Markdown', () => {
    expect(renderMarkdown('**보증 기간**은 *1년*입니다.')).toBe('<p><strong>보증 기간</strong>은 <em>1년</em>입니다.</p>\n')
  })

  it('has raw HTML disabled: tags come out as text', () => {
    const html = renderMarkdown('<script>alert(1)</script> <img src=x onerror=alert(1)>')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;')
  })

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'data:text/html;base64,PHNjcmlwdD4=',
  ])('rejects the link %s', (url) => {
    expect(isSafeMarkdownUrl(url)).toBe(false)
    expect(renderMarkdown(`[링크](${url.trim()})`)).not.toContain('href')
  })

  it('rejects an entity-encoded script link', () => {
    expect(renderMarkdown('[링크](&#106;avascript:alert(1))')).not.toContain('href')
  })

  it.each(['gif', 'png', 'jpeg', 'webp'])('accepts a data image of type %s', (type) => {
    const url = `data:image/${type};base64,AAAA`
    expect(isSafeMarkdownUrl(url)).toBe(true)
    expect(renderMarkdown(`![그림](${url})`)).toContain(`src="${url}"`)
  })

  it('rejects other data images (SVG can carry script)', () => {
    expect(isSafeMarkdownUrl('data:image/svg+xml;base64,AAAA')).toBe(false)
    expect(renderMarkdown('![그림](data:image/svg+xml;base64,AAAA)')).not.toContain('<img')
  })

  it('keeps ordinary links', () => {
    expect(renderMarkdown('[매장 찾기](/shops) [스토어](https://smartstore.naver.com/vapore)')).toBe(
      '<p><a href="/shops">매장 찾기</a> <a href="https://smartstore.naver.com/vapore">스토어</a></p>\n',
    )
  })

  it('stops nesting at 100 levels', () => {
    expect(MARKDOWN_NESTING_LIMIT).toBe(100)
    const depth = (html: string) => html.split('<blockquote>').length - 1
    expect(depth(renderMarkdown('>'.repeat(50) + ' 인용'))).toBe(50)
    expect(depth(renderMarkdown('>'.repeat(150) + ' 인용'))).toBeLessThanOrEqual(100)
  })
})
