'use client'
import { ko } from 'date-fns/locale/ko'
import { type ReactNode, useEffect } from 'react'
import { registerLocale, setDefaultLocale } from 'react-datepicker'
import { ATTRIBUTES, koreanFor } from './koreanLeftovers'

// Puts the Korean of koreanLeftovers.ts in place of its English wherever that appears on the page.

// Payload gives its date pickers the panel's language in an effect, after they first render: until
// something rendered them again they wrote "Dec 9, 2026 7:26 AM" and read a typed "오후" as nothing.
// Given here as the panel's providers load, before any picker renders (react-datepicker keeps it on `window`).
registerLocale('ko', ko)
setDefaultLocale('ko')

/**
 * Text someone is writing (the rich-text editor's own content) is theirs, whatever language it is
 * in; the editor's blocks and handles inside it sit under contenteditable="false" and are ours.
 */
const written = (node: Node) => (node instanceof Element ? node : node.parentElement)?.closest('[contenteditable]')?.getAttribute('contenteditable') === 'true'

/** An element whose text React wrote in pieces ("Insert ", "row", " above"): one Korean text in the first. */
function translatePieces(element: Element): void {
  const nodes = [...element.childNodes]
  if (nodes.length < 2 || written(element) || !nodes.every((node) => node.nodeType === Node.TEXT_NODE)) return
  const korean = koreanFor(element.textContent)
  if (!korean) return
  // Kept as nodes (React updates them in place): the first says it all, the rest say nothing.
  nodes.forEach((node, index) => (node.nodeValue = index === 0 ? korean : ''))
}

function translate(root: Node): void {
  const elements = root instanceof Element ? [root, ...root.querySelectorAll('*')] : []
  for (const element of elements) {
    for (const attribute of ATTRIBUTES) {
      const korean = koreanFor(element.getAttribute(attribute))
      if (korean) element.setAttribute(attribute, korean)
    }
    // Payload titles a checkbox with its field's name ("tradeInEligible"): the tooltip says the label instead.
    if (element instanceof HTMLInputElement && element.type === 'checkbox' && element.title && element.title === element.name) {
      const label = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent?.trim() : undefined
      if (label) element.title = label
      else element.removeAttribute('title')
    }
    translatePieces(element)
  }
  const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = texts.currentNode.nodeType === Node.TEXT_NODE ? texts.currentNode : texts.nextNode(); node; node = texts.nextNode()) {
    const korean = koreanFor(node.nodeValue)
    if (korean && !written(node)) node.nodeValue = korean
  }
}

/** Gives the admin panel's untranslatable English its Korean, on every page and every change. */
export function KoreanLeftovers({ children }: { children?: ReactNode }) {
  useEffect(() => {
    translate(document.body)
    // For the admin walk: what the server sent has been given its Korean.
    document.documentElement.dataset.koreanLeftovers = 'translated'
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'attributes') translate(mutation.target)
        // A piece of text React changed: its element, whose text may be in several pieces.
        else if (mutation.type === 'characterData') translate(mutation.target.parentElement ?? mutation.target)
        else for (const node of mutation.addedNodes) translate(node)
      }
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ATTRIBUTES })
    return () => observer.disconnect()
  }, [])
  return children
}
