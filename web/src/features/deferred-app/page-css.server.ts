import postcss, { type ChildNode } from 'postcss'
import selectorParser from 'postcss-selector-parser'
import { APP_LOADER_ATTRIBUTE, CUT_SHEET_ATTRIBUTE } from './app-loader'

// A page sent without the app (decision 0055) carries in its head only the rules its own HTML can
// use (decision 0067): the whole public stylesheet, about 29 KB, is half of the finder's HTML,
// and every rule is styled in the first layout, which Lighthouse counts as blocking. The loader
// links the whole sheet before the app runs, for whatever the app shows later.

/** A rule with the tokens each of its selectors needs; a block of rules (@media); or kept as it is (null). */
type Piece = { text: string; needs: string[][] | null } | { open: string; children: Piece[]; close: string }

/** At-rules whose rules apply only when their own selectors match; every other at-rule is kept whole. */
const CONDITIONAL = new Set(['media', 'supports', 'container', 'layer', 'scope'])

/**
 * The classes (`.name`), ids (`#name`) and element names a selector needs somewhere in the page for
 * it to match anything. Only its own compounds count: what sits inside `:not()`, `:is()` and the
 * like may be absent, and attributes and states (`[open]`, `:checked`) change without the app.
 */
function needsOf(selector: string): string[] {
  const needs: string[] = []
  selectorParser((selectors) => {
    for (const node of selectors.first?.nodes ?? []) {
      if (node.type === 'class') needs.push(`.${node.value}`)
      else if (node.type === 'id') needs.push(`#${node.value}`)
      else if (node.type === 'tag') needs.push(node.value.toLowerCase())
    }
  }).processSync(selector)
  return needs
}

function piecesOf(nodes: ChildNode[]): Piece[] {
  return nodes.flatMap((node): Piece[] => {
    if (node.type === 'comment') return []
    if (node.type === 'rule') return [{ text: node.toString(), needs: node.selectors.map(needsOf) }]
    if (node.type === 'atrule' && CONDITIONAL.has(node.name.toLowerCase()) && node.nodes) {
      const open = `@${node.name}${node.raws.afterName ?? ' '}${node.params}${node.raws.between ?? ''}{`
      return [{ open, children: piecesOf(node.nodes), close: '}' }]
    }
    return [{ text: node.toString(), needs: null }]
  })
}

// One stylesheet per build, parsed once: a page's share is then a walk over its rules.
const parsed = new Map<string, Piece[]>()

function piecesFor(css: string): Piece[] {
  let pieces = parsed.get(css)
  if (!pieces) {
    if (parsed.size >= 4) parsed.clear()
    pieces = piecesOf(postcss.parse(css).nodes)
    parsed.set(css, pieces)
  }
  return pieces
}

/** The element names, classes and ids the page's markup uses (React writes `class="…"` and `id="…"` so). */
function tokensOf(html: string): Set<string> {
  const tokens = new Set<string>()
  for (const [, name] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) tokens.add(name!.toLowerCase())
  for (const [, names] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of names!.split(/\s+/)) if (name) tokens.add(`.${name}`)
  for (const [, id] of html.matchAll(/\sid="([^"]*)"/g)) tokens.add(`#${id}`)
  return tokens
}

function kept(pieces: Piece[], tokens: Set<string>): string {
  let css = ''
  for (const piece of pieces) {
    if ('children' in piece) {
      const inner = kept(piece.children, tokens)
      if (inner) css += piece.open + inner + piece.close
    } else if (!piece.needs || piece.needs.some((needs) => needs.every((token) => tokens.has(token)))) css += piece.text
  }
  return css
}

/** `css` cut to the rules that can match something in `html`, in their order. */
export function usedCss(css: string, html: string): string {
  return kept(piecesFor(css), tokensOf(html))
}

// As rendered, before the page's nonces become hashes: `<style nonce="…" data-tsr-inline-css="">`.
const INLINE_SHEET = /(<style\b[^>]*\sdata-tsr-inline-css(?:="")?[^>]*>)([\s\S]*?)(<\/style>)/

const LOADER = new RegExp(`<script\\b[^>]*\\s${APP_LOADER_ATTRIBUTE}="on-first-interaction"`)

/**
 * Whether `html`'s app waits for a visitor's first interaction (a public page): then its own rules
 * are all its head needs. A flow's app loads right after the first paint, and its whole sheet
 * stays inline, so that the sheet's arrival does not restyle the page as it hydrates.
 */
export const appWaitsForInteraction = (html: string): boolean => LOADER.test(html)

/** The page with its inline stylesheet (TanStack Start's, from styles.css) cut to what its HTML uses, and marked so. */
export function withUsedCssOnly(html: string): string {
  const sheet = INLINE_SHEET.exec(html)
  if (!sheet) return html
  const [whole, open, css, close] = sheet
  const start = sheet.index
  const marked = open!.replace(/>$/, ` ${CUT_SHEET_ATTRIBUTE}="">`)
  return html.slice(0, start) + marked + usedCss(css!, html) + close + html.slice(start + whole.length)
}
