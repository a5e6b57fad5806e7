// Pretendard (a Korean typeface under the SIL Open Font License) comes from npm and is served by the
// storefront itself, split by Unicode range so a page downloads only the glyphs it uses.
import pretendardStylesheet from 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css?url'

/**
 * Phones read in their own Korean system font (Apple SD Gothic Neo, Noto Sans CJK, whose Hangul
 * Pretendard is drawn from): its 92 declarations stay out of every page's HTML and its dozen
 * subsets (about 250 KB) never compete with the page on a phone's connection. Wider screens get
 * Pretendard; a stylesheet whose media query does not match never blocks rendering, and the
 * browser fetches it last. docs/decisions/0040.
 */
export const WIDE_SCREEN = '(min-width: 48em)'

export const webFontLink = { rel: 'stylesheet', href: pretendardStylesheet, media: WIDE_SCREEN }
