import { describe, expect, it } from 'vitest'
import { appWaitsForInteraction, usedCss, withUsedCssOnly } from './page-css.server'

// A page sent without the app keeps in its head the rules its own HTML can use (docs/decisions/0067).

const css = [
  ':root{--ink:#111}',
  'body{margin:0}',
  '.shop-card{display:grid}',
  '.shop-card__name{font-weight:700}',
  '.home-hero{padding:2rem}',
  '.dialog .dialog__title{font-size:1.5rem}',
  '#main-content:focus{outline:none}',
  'a:hover,.toast{color:red}',
  '.button:not(.button--ghost){background:#111}',
  'details[open] .faq__answer{display:block}',
  '@media (min-width:48em){.shop-card{grid-template-columns:1fr 1fr}.home-hero{padding:4rem}}',
  '@media (min-width:64em){.home-hero{padding:6rem}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '/* a comment */.skip-link{position:absolute}',
].join('')

const finder =
  '<body><main id="main-content"><article class="shop-card  shop-card--open"><h2 class="shop-card__name">강남점</h2></article>' +
  '<a class="button" href="/shops?page=2">더 보기</a><details><summary>?</summary><p class="faq__answer">답</p></details></main></body>'

describe('usedCss', () => {
  const kept = usedCss(css, finder)

  it('keeps the rules whose classes, ids and elements are all in the page, in their order', () => {
    expect(kept).toBe(
      [
        ':root{--ink:#111}',
        'body{margin:0}',
        '.shop-card{display:grid}',
        '.shop-card__name{font-weight:700}',
        '#main-content:focus{outline:none}',
        'a:hover,.toast{color:red}',
        '.button:not(.button--ghost){background:#111}',
        'details[open] .faq__answer{display:block}',
        '@media (min-width:48em){.shop-card{grid-template-columns:1fr 1fr}}',
        '@keyframes spin{to{transform:rotate(1turn)}}',
      ].join(''),
    )
  })

  it('leaves out what only another page or the app shows: its rules, and a block left empty', () => {
    expect(kept).not.toContain('home-hero')
    expect(kept).not.toContain('dialog')
    expect(kept).not.toContain('@media (min-width:64em)')
    expect(kept).not.toContain('skip-link')
  })

  it('keeps a rule as soon as the page has what it needs', () => {
    expect(usedCss(css, '<div class="dialog"><h2 class="dialog__title">안내</h2></div>')).toContain('.dialog .dialog__title{font-size:1.5rem}')
    expect(usedCss(css, '<a class="skip-link" href="#main-content">본문</a>')).toContain('.skip-link{position:absolute}')
  })
})

describe('withUsedCssOnly', () => {
  it("cuts the page's inline sheet, marks it cut for the loader, and leaves the rest of the page as it was", () => {
    const page = `<!DOCTYPE html><html><head><style data-tsr-inline-css="">${css}</style></head>${finder}</html>`
    const cut = withUsedCssOnly(page)
    expect(cut).toBe(page.replace(css, usedCss(css, page)).replace('<style data-tsr-inline-css="">', '<style data-tsr-inline-css="" data-css-cut="">'))
    expect(cut.length).toBeLessThan(page.length)
  })

  it('finds the sheet and the loader as rendered, with their nonces first or last', () => {
    const page = `<html><head><style nonce="abc" data-tsr-inline-css="">${css}</style></head>${finder}<script nonce="abc" data-app-loader="on-first-interaction">(0)</script></html>`
    expect(withUsedCssOnly(page)).not.toContain('home-hero')
    expect(appWaitsForInteraction(page)).toBe(true)
    expect(appWaitsForInteraction('<script data-app-loader="on-first-interaction" nonce="abc">(0)</script>')).toBe(true)
    expect(appWaitsForInteraction('<script data-app-loader="after-first-paint" nonce="abc">(0)</script>')).toBe(false)
    expect(appWaitsForInteraction(`<script nonce="abc">$_TSR={}</script><p>data-app-loader</p>`)).toBe(false)
  })

  it('leaves a page without the inline sheet alone', () => {
    expect(withUsedCssOnly(finder)).toBe(finder)
  })
})
