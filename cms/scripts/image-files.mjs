// The files the CMS image needs besides Next's own trace of its server (`output: 'standalone'`,
// cms/Dockerfile): what cms/server.mjs loads around Next (the shared rules and the observability
// code, TypeScript that Node strips), and what `pnpm migrate` loads (Payload's CLI, tsx, the
// config's sources and the migrations), which no trace of Next's lists. Traced with the same tracer
// Next uses (@vercel/nft, compiled into next), TypeScript transpiled for it to read. Copies them,
// symbolic links as links, into the folder given, laid out as in the workspace.
// Usage: node scripts/image-files.mjs <output folder>
import { transformSync } from 'esbuild'
import { copyFileSync, globSync, lstatSync, mkdirSync, readFileSync, readlinkSync, realpathSync, symlinkSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const cms = join(dirname(fileURLToPath(import.meta.url)), '..')
const workspace = join(cms, '..')
const require = createRequire(join(cms, 'package.json'))
const { nodeFileTrace } = require('next/dist/compiled/@vercel/nft')

const output = process.argv[2]
if (!output) throw new Error('usage: node scripts/image-files.mjs <output folder>')

/** A dependency's real folder (under node_modules/.pnpm), beside a package of pnpm's or in the CMS's node_modules. */
const packageDir = (name, from = join(cms, 'node_modules/_')) => realpathSync(join(dirname(from), name))
const payload = packageDir('payload')
const tsx = packageDir('tsx', payload)

const entries = [
  join(cms, 'server.mjs'),
  // `payload migrate`: the CLI, the config it imports by its path, the migrations it lists.
  join(payload, 'bin.js'),
  join(cms, 'src/payload.config.ts'),
  ...globSync('src/migrations/*.ts', { cwd: cms }).map((file) => join(cms, file)),
  // tsx registers its loader by a URL made at run time, which no trace follows: all of it.
  ...globSync('dist/**/*.{js,cjs,mjs}', { cwd: tsx }).map((file) => join(tsx, file)),
]

const transpiled = (path, source) =>
  transformSync(source, { loader: path.endsWith('x') ? 'tsx' : 'ts', format: 'esm', jsx: 'automatic', sourcefile: path }).code

const { fileList, warnings } = await nodeFileTrace(entries, {
  base: workspace,
  // Next's own trace has what its server loads of it; traced from server.mjs's import, every
  // runtime it could choose would be listed (its development server's too, 80 MB).
  // The migrations' schema snapshots (10 MB) are read only by `migrate:create`, in a checkout; the
  // trace would list them as what `./<name>` resolves to before `./<name>.ts`.
  ignore: (path) => /(^|\/)node_modules\/next\//.test(path) || /^cms\/src\/migrations\/[^/]+\.json$/.test(path),
  // The CMS's own alias (cms/tsconfig.json), as tsx resolves it.
  paths: { '@/': join(cms, 'src') + '/' },
  readFile(path) {
    let source
    try {
      source = readFileSync(path)
    } catch (error) {
      if (error.code === 'ENOENT' || error.code === 'EISDIR') return null
      throw error
    }
    return /\.tsx?$/.test(path) && !path.includes('/node_modules/') ? transpiled(path, source.toString()) : source
  },
})

// esbuild (tsx's compiler) finds its binary by a name made at run time.
const files = new Set(fileList)
for (const file of fileList) {
  const match = /^(.*\/node_modules\/esbuild)\/package\.json$/.exec(file)
  if (!match) continue
  const binary = packageDir(`@esbuild/linux-${process.arch === 'arm64' ? 'arm64' : 'x64'}`, realpathSync(join(workspace, match[1])))
  for (const found of globSync('**', { cwd: binary })) files.add(relative(workspace, join(binary, found)))
  files.add(relative(workspace, binary))
}

// Read, not imported: the workspace's files pnpm reads to run `pnpm start` and `pnpm migrate`,
// the tsconfigs whose paths Payload's CLI and tsx follow, pnpm's shim of the CLI, and the link
// to the shared rules (the trace lists the rules' files by their real path).
for (const file of [
  'package.json',
  'pnpm-workspace.yaml',
  'tsconfig.json',
  'cms/package.json',
  'cms/tsconfig.json',
  'cms/node_modules/.bin/payload',
  'cms/node_modules/@storefront/rules',
]) {
  files.add(file)
}

let copied = 0
for (const file of files) {
  const from = join(workspace, file)
  const to = join(output, file)
  const stat = lstatSync(from)
  if (stat.isDirectory()) continue
  mkdirSync(dirname(to), { recursive: true })
  try {
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(from), to)
    else copyFileSync(from, to)
    copied++
  } catch (error) {
    // Next's own trace, copied first, has it already.
    if (error.code !== 'EEXIST') throw error
  }
}
// Optional packages not installed (pg-native, ws's bufferutil, other platforms' sharp): listed, not fatal.
const unresolved = new Set([...warnings].map((warning) => /Failed to resolve dependency "((?:@[\w.-]+\/)?[\w.:-]+)/.exec(warning.message)?.[1]).filter(Boolean))
console.log(`[image-files] ${copied} files from ${entries.length} entries into ${output}; not installed: ${[...unresolved].sort().join(', ')}`)
