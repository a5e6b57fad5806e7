// The stylesheets a page links besides the one in its head (styles.css, written into every page).
// Pretendard (a Korean typeface under the SIL Open Font License) comes from npm and is served by the
// storefront itself, split by Unicode range so a page downloads only the glyphs it uses.
import pretendardStylesheet from 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css?url'
import flowsStylesheet from './flows.css?url'
import { isPublicPage } from '~/features/navigation/public-pages'

/**
 * Phones read in their own Korean system font (Apple SD Gothic Neo, Noto Sans CJK, whose Hangul
 * Pretendard is drawn from): its 92 declarations stay out of every page's HTML and its dozen
 * subsets (about 250 KB) never compete with the page on a phone's connection. Wider screens get
 * Pretendard. docs/decisions/0040, 0071.
 */
const WIDE_SCREEN = '(min-width: 48em)'

/**
 * The web font's stylesheet, linked from the head by this script on a wide screen only. A link
 * whose media query does not match is still downloaded, last, and parsed: on a phone that was a
 * request and a task for nothing, which Lighthouse counted (decision 0071). Inserted before the
 * body is parsed and marked `blocking="render"`, the link holds the first paint on a wide screen
 * as the parser's own link did, so the text is never drawn before Pretendard is declared.
 */
export const webFontForWideScreens = `matchMedia(${JSON.stringify(WIDE_SCREEN)}).matches&&document.head.append(Object.assign(document.createElement("link"),${JSON.stringify(
  { rel: 'stylesheet', href: pretendardStylesheet, media: WIDE_SCREEN, blocking: 'render' },
)}))`

// The public pages carry only the stylesheet in their head; every other page (accounts, the
// consumer flows, error pages) also links the flows' sheet, cached across pages. React holds a
// client-side navigation until a newly linked sheet has loaded, so a flow never shows unstyled.
const flowsLink = { rel: 'stylesheet', href: flowsStylesheet }

/**
 * Fetches the flows' sheet into the browser's cache once a public page is interactive, so a visitor
 * who goes on to a flow does not wait for it. Lowest priority, after the page has loaded.
 */
export function prefetchFlowStyles() {
  if (document.querySelector(`link[href="${flowsStylesheet}"]`)) return
  const link = Object.assign(document.createElement('link'), { rel: 'prefetch', href: flowsStylesheet, as: 'style' })
  document.head.append(link)
}

/** The stylesheets the page whose deepest route is `leafRouteId` links from its head. */
export function pageStylesheets(leafRouteId: string | undefined) {
  return isPublicPage(leafRouteId) ? [] : [flowsLink]
}
