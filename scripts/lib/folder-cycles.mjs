// The storefront's folders as a graph: each feature folder (`web/src/features/<name>`) and `ui` is a
// node, and an import from a file of one into a file of another is an edge. `import-x/no-cycle`
// sees cycles between files only; a cycle between folders (auth imports security, which imports
// auth back through other files) is what this finds. The check: scripts/test/folder-cycles.test.mjs.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/

/** The folder (graph node) a workspace-relative path of web/src belongs to, or null for any other file. */
function folderOf(path) {
  const parts = path.split(sep).join('/').split('/')
  if (parts[0] !== 'web' || parts[1] !== 'src') return null
  if (parts[2] === 'features' && parts.length > 4) return parts[3]
  if (parts[2] === 'ui' && parts.length > 3) return 'ui'
  return null
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path
  }
}

/**
 * Every import from a file of one folder into a file of another, as `{ from, to, file, line,
 * specifier }`: static imports, `import type` (a type ties the folders as much as a value),
 * `export … from` and `import()`. `~/` is `web/src/`; a relative specifier is read from the
 * importing file. Test files count: a folder's tests are its own.
 */
export function folderImports(root) {
  const src = join(root, 'web/src')
  const edges = []
  for (const top of ['features', 'ui']) {
    for (const path of sourceFiles(join(src, top))) {
      const file = relative(root, path).split(sep).join('/')
      const from = folderOf(file)
      const text = readFileSync(path, 'utf8')
      for (const { fileName: specifier, pos } of ts.preProcessFile(text, true, true).importedFiles) {
        let target
        if (specifier.startsWith('~/')) target = join(src, specifier.slice(2))
        else if (specifier.startsWith('.')) target = resolve(dirname(path), specifier)
        else continue
        const to = folderOf(relative(root, target))
        if (to === null || to === from) continue
        edges.push({ from, to, file, line: text.slice(0, pos).split('\n').length, specifier })
      }
    }
  }
  return edges
}

function successors(edges) {
  const next = new Map()
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set())
    if (!next.has(to)) next.set(to, new Set())
    next.get(from).add(to)
  }
  return next
}

/**
 * The graph's strongly connected components of more than one folder: each a set of folders that
 * import each other round (every one reaches every other), sorted by name; the list sorted too.
 */
export function tangles(edges) {
  const next = successors(edges)
  const order = new Map()
  const low = new Map()
  const stack = []
  const found = []
  // Tarjan's algorithm; a few dozen folders, so recursion is fine.
  const visit = (folder) => {
    order.set(folder, order.size)
    low.set(folder, order.get(folder))
    stack.push(folder)
    for (const to of next.get(folder)) {
      if (!order.has(to)) {
        visit(to)
        low.set(folder, Math.min(low.get(folder), low.get(to)))
      } else if (stack.includes(to)) low.set(folder, Math.min(low.get(folder), order.get(to)))
    }
    if (low.get(folder) !== order.get(folder)) return
    const component = stack.splice(stack.indexOf(folder))
    if (component.length > 1) found.push(component.sort())
  }
  for (const folder of [...next.keys()].sort()) if (!order.has(folder)) visit(folder)
  return found.sort((a, b) => a.join(' ').localeCompare(b.join(' ')))
}

/**
 * Cycles that between them take every folder import inside `tangle`: for each of its edges a → b,
 * the shortest way back from b to a. So each import to move shows in one; shortest first.
 */
export function cyclesOf(edges, tangle) {
  const inside = new Set(tangle)
  const next = successors(edges.filter(({ from, to }) => inside.has(from) && inside.has(to)))
  const shortestPath = (start, goal) => {
    const came = new Map([[start, null]])
    const queue = [start]
    while (queue.length) {
      const folder = queue.shift()
      if (folder === goal) break
      for (const to of [...next.get(folder)].sort()) {
        if (came.has(to)) continue
        came.set(to, folder)
        queue.push(to)
      }
    }
    const path = []
    for (let at = goal; at !== null; at = came.get(at)) path.unshift(at)
    return path
  }
  const cycles = new Map()
  for (const from of [...next.keys()].sort()) {
    for (const to of [...next.get(from)].sort()) {
      const cycle = [from, ...shortestPath(to, from).slice(0, -1)]
      // One rotation of each: from its least folder.
      const least = cycle.indexOf([...cycle].sort()[0])
      const key = [...cycle.slice(least), ...cycle.slice(0, least)]
      cycles.set(key.join(' '), key)
    }
  }
  return [...cycles.values()].sort((a, b) => a.length - b.length || a.join(' ').localeCompare(b.join(' ')))
}

/** The cycle as `a → b → a`, then one import for each of its edges: what to move to break it. */
export function describeCycle(cycle, edges) {
  const steps = cycle.map((from, index) => {
    const to = cycle[(index + 1) % cycle.length]
    const imports = edges.filter((edge) => edge.from === from && edge.to === to)
    const more = imports.length > 1 ? ` (and ${imports.length - 1} more)` : ''
    return `    ${from} → ${to}: ${imports[0].file}:${imports[0].line} imports '${imports[0].specifier}'${more}`
  })
  return [[...cycle, cycle[0]].join(' → '), ...steps].join('\n')
}

const SHOWN = 12

/** The tangle's folders and its shortest cycles, for a failure's message. */
function describeTangle(tangle, edges) {
  const cycles = cyclesOf(edges, tangle)
  const shown = cycles.slice(0, SHOWN).map((cycle) => describeCycle(cycle, edges))
  const more = cycles.length > SHOWN ? [`  … and ${cycles.length - SHOWN} more cycles`] : []
  return [`  folders: ${tangle.join(', ')}`, ...shown.map((text) => `  ${text}`), ...more].join('\n')
}

/** Each set of folders of `edges` that import each other round, described with its cycles; empty when there is none. */
export function folderCycleProblems(edges) {
  return tangles(edges).map((tangle) => `Folders that import each other round:\n${describeTangle(tangle, edges)}`)
}
