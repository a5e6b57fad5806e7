// Rich text for seeded content, in the Lexical JSON the editor stores.
import { randomBytes } from 'node:crypto'

/** Text with links in it: strings, and `{ link, url }` pieces (a path on the storefront or https). */
type Inline = string | { link: string; url: string; newTab?: boolean }

type Block =
  | string
  | { h2: string }
  | { h3: string }
  | { ul: string[] }
  | { ol: string[] }
  | { p: Inline[] }
  | { quote: string }
  /** Rows of cells; the first row is the header. */
  | { table: string[][] }
  /** An uploaded image by its media id (resolved by the seed before it saves the document). */
  | { image: number }

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

// Upload and link nodes carry an id of their own in the editor (a BSON ObjectId string).
const nodeId = () => randomBytes(12).toString('hex')

const inline = (piece: Inline) =>
  typeof piece === 'string'
    ? text(piece)
    : {
        ...base,
        type: 'link',
        version: 3,
        id: nodeId(),
        fields: { linkType: 'custom', url: piece.url, newTab: piece.newTab ?? false },
        children: [text(piece.link)],
      }

const cell = (value: string, header: boolean) => ({
  ...base,
  type: 'tablecell',
  // Lexical's header state 1: the cell is in a header row.
  headerState: header ? 1 : 0,
  colSpan: 1,
  rowSpan: 1,
  backgroundColor: null,
  children: [paragraph(value)],
})

const table = (rows: string[][]) => ({
  ...base,
  type: 'table',
  children: rows.map((cells, index) => ({ ...base, type: 'tablerow', children: cells.map((value) => cell(value, index === 0)) })),
})

function node(block: Block) {
  if (typeof block === 'string') return paragraph(block)
  if ('p' in block) return { ...paragraph(''), children: block.p.map(inline) }
  if ('quote' in block) return { ...base, type: 'quote', children: [text(block.quote)] }
  if ('table' in block) return table(block.table)
  if ('image' in block) return { type: 'upload', version: 3, format: '', id: nodeId(), fields: null, relationTo: 'media', value: block.image }
  if ('h2' in block) return heading('h2', block.h2)
  if ('h3' in block) return heading('h3', block.h3)
  if ('ul' in block) return list('bullet', block.ul)
  return list('number', block.ol)
}

/** Paragraphs (strings, or { p } with links), headings, lists, quotes, tables and images as a Lexical document. */
export const richText = (...blocks: Block[]) => ({ root: { ...base, type: 'root', children: blocks.map(node) } })
