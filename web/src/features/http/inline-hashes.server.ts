import { createHash } from 'node:crypto'
import type { InlineHashes } from '~/features/security/content-security-policy'

// Turns a page rendered with a nonce into one any visitor may get (docs/decisions/0023): the
// inline scripts and styles that carry the render's nonce are allowed by their hashes instead,
// and the nonce leaves the HTML. An inline script without the nonce gets no hash.

/** Script types a browser runs; JSON-LD and other data blocks are not, and need no hash. */
const RUNNABLE = /^(|text\/javascript|application\/javascript|module)$/i

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** `'sha256-…'` of an element's text as the browser sees it (the HTML parser turns CR LF into LF). */
export const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`

/**
 * The HTML without `nonce`, and the hashes of the inline scripts and styles that carried it; or
 * undefined when the nonce shows anywhere else in the page (it is then not shareable).
 */
export function hashInlineElements(html: string, nonce: string): { html: string; hashes: InlineHashes } | undefined {
  const nonceAttribute = new RegExp(`\\snonce="${escapeRegExp(nonce)}"`)
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!nonceAttribute.test(attributes!) || /\ssrc=/i.test(attributes!)) continue
    const type = attributes!.match(/\stype="([^"]*)"/i)?.[1] ?? ''
    if (RUNNABLE.test(type) && text) scripts.add(hashSource(text))
  }
  for (const [, attributes, text] of html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/gi)) {
    if (nonceAttribute.test(attributes!) && text) styles.add(hashSource(text))
  }
  const stripped = html
    .replace(new RegExp(`<meta\\s[^>]*property="csp-nonce"[^>]*>`, 'gi'), '')
    .replace(new RegExp(`\\snonce="${escapeRegExp(nonce)}"`, 'g'), '')
  if (stripped.includes(nonce)) return undefined
  return { html: stripped, hashes: { scripts: [...scripts], styles: [...styles] } }
}
