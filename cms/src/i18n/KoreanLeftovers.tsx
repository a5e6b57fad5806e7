'use client'
import { type ReactNode, useEffect } from 'react'

// English that Payload's libraries write straight into the page, with no translation to override
// (Lexical's handles and menus, dnd-kit's screen-reader instructions, the toaster's label): the
// Korean each one is given once it is on the page. The admin walk (e2e/admin-korean.spec.ts)
// fails on any it meets that is not here.
const KOREAN: Record<string, string> = {
  'Add block': '블록 추가',
  'Drag to move': '끌어서 옮기기',
  // The edit lock's dialog is labelled with its slug.
  'document-locked': '문서 잠김',
  'Edit link': '링크 편집',
  'Insert Paragraph': '문단 넣기',
  'Notifications alt+T': '알림 (ALT+T)',
  'Remove link': '링크 삭제',
  'Slash menu': '명령 메뉴',
  Table: '표',
  'To pick up a draggable item, press the space bar. While dragging, use the arrow keys to move the item. Press space again to drop the item in its new position, or press escape to cancel.':
    '항목을 옮기려면 스페이스바를 누르세요. 화살표 키로 옮기고, 스페이스바를 다시 누르면 그 자리에 놓입니다. ESC 키를 누르면 취소합니다.',
}
const ATTRIBUTES = ['aria-label', 'title', 'placeholder']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
// The edit lock's dialog formats its time in American English whatever the language ("Nov 25, 2026, 8:29 AM").
const AMERICAN_TIME = /^(\w{3}) (\d{1,2}), (\d{4}), (\d{1,2}):(\d{2}) (AM|PM)$/

function koreanTime(text: string): string | undefined {
  const [, month, day, year, hour, minute, half] = AMERICAN_TIME.exec(text) ?? []
  const monthNumber = MONTHS.indexOf(month ?? '') + 1
  return monthNumber ? `${year}년 ${monthNumber}월 ${day}일 ${half === 'AM' ? '오전' : '오후'} ${hour}:${minute}` : undefined
}

/** The Korean for `text`, compared with its runs of spaces and line breaks as one space. */
function koreanFor(text: string | null): string | undefined {
  if (!text) return undefined
  const plain = text.replace(/\s+/g, ' ').trim()
  return KOREAN[plain] ?? koreanTime(plain)
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
  }
  const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = texts.currentNode.nodeType === Node.TEXT_NODE ? texts.currentNode : texts.nextNode(); node; node = texts.nextNode()) {
    const korean = koreanFor(node.nodeValue)
    if (korean) node.nodeValue = korean
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
        if (mutation.type === 'attributes' || mutation.type === 'characterData') translate(mutation.target)
        else for (const node of mutation.addedNodes) translate(node)
      }
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ATTRIBUTES })
    return () => observer.disconnect()
  }, [])
  return children
}
