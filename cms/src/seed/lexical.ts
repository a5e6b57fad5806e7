// Rich text for seeded content, in the Lexical JSON the editor stores.

type Block = string | { h2: string } | { h3: string } | { ul: string[] } | { ol: string[] }

const base = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const }
const text = (value: string) => ({ type: 'text', text: value, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })
const paragraph = (value: string) => ({ ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(value)] })
const heading = (tag: 'h2' | 'h3', value: string) => ({ ...base, type: 'heading', tag, children: [text(value)] })
const list = (kind: 'bullet' | 'number', items: string[]) => ({
  ...base,
  type: 'list',
  listType: kind,
  start: 1,
  tag: kind === 'bullet' ? 'ul' : 'ol',
  children: items.map((item, index) => ({ ...base, type: 'listitem', value: index + 1, children: [text(item)] })),
})

function node(block: Block) {
  if (typeof block === 'string') return paragraph(block)
  if ('h2' in block) return heading('h2', block.h2)
  if ('h3' in block) return heading('h3', block.h3)
  if ('ul' in block) return list('bullet', block.ul)
  return list('number', block.ol)
}

/** Paragraphs (strings), headings ({ h2 }) and lists ({ ul }, { ol }) as a Lexical document. */
export const richText = (...blocks: Block[]) => ({ root: { ...base, type: 'root', children: blocks.map(node) } })
