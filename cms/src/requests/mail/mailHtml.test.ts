import { describe, expect, it } from 'vitest'
import { escapeHtml, htmlTwin } from './mailHtml'

describe('the HTML twin of a mail', () => {
  it('escapes each character HTML reads as markup', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;')
  })

  it('makes each line a paragraph, each given address in it a link, and an empty line nothing', () => {
    const link = 'https://vapore.example/view?id=1&tab=2'
    expect(htmlTwin(['<b>안녕하세요</b>', '', `보기: ${link}`], [link, null])).toBe(
      '<p>&#60;b&#62;안녕하세요&#60;/b&#62;</p>\n\n<p>보기: <a href="https://vapore.example/view?id=1&#38;tab=2">https://vapore.example/view?id=1&#38;tab=2</a></p>',
    )
  })
})
