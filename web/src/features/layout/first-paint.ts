/** The site footer's id: the first paint waits for its tag (wholePageFirstPaint). */
export const SITE_FOOTER_ID = 'site-footer'

/**
 * Holds the page's first paint until the parser reaches the footer (a render-blocking `expect`
 * link). Otherwise the browser paints the top of the page as soon as the first part of the HTML is
 * parsed and then lays the whole page out again: on a phone that was two layouts of the page, the
 * second a long task after the first paint (docs/decisions/0069). Every page arrives whole in a
 * few kilobytes of Brotli, so the wait is the parsing of the rest. A page without the footer (an
 * error page) paints once its HTML is parsed; browsers without `expect` paint as before.
 */
export const wholePageFirstPaint = { rel: 'expect', href: `#${SITE_FOOTER_ID}`, blocking: 'render' } as const
