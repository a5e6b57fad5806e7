// The CMS's TypeScript for Node itself, without a loader: esbuild bundles an entry (the Payload
// config, or a script that imports it) into one module inside cms/, so that its imports of packages
// resolve from cms/node_modules as the Payload CLI's would. The CLI loads the config's hundreds of
// files through tsx's loader instead, ten seconds of CPU at every start; a bundle takes a fifth of
// a second to make and Node loads it in a third of the time (docs/decisions/0046).
import { build } from 'esbuild'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export const cms = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Each source file keeps its own import.meta.url (the config finds its migrations folder by it). */
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /[/\\]src[/\\].*\.tsx?$/ }, ({ path }) => {
      const source = readFileSync(path, 'utf8')
      if (!source.includes('import.meta.url')) return undefined
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)), loader: path.endsWith('x') ? 'tsx' : 'ts' }
    })
  },
}

/**
 * The shared rules (rules/, `@storefront/rules/<file>`) are TypeScript sources with extensionless
 * relative imports, which Node cannot resolve: bundled like the CMS's own, not left outside.
 */
const sharedRules = {
  name: 'shared-rules',
  setup(builder) {
    const sources = join(cms, '../rules/src')
    builder.onResolve({ filter: /^@storefront\/rules\// }, ({ path }) => ({ path: join(sources, `${path.slice('@storefront/rules/'.length)}.ts`) }))
  },
}

/**
 * Bundles `entry` (a path inside cms/) and returns the bundle's path and a function that removes
 * it: one file per process and name, since the test suite sets up several databases at once.
 */
export async function bundle(entry, name) {
  const outfile = join(cms, 'node_modules/.cache/bundled', `${name}-${process.pid}.mjs`)
  mkdirSync(dirname(outfile), { recursive: true })
  await build({
    entryPoints: [join(cms, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: join(cms, 'tsconfig.json'),
    plugins: [sharedRules, ownImportMetaUrl],
    logLevel: 'warning',
  })
  return { file: outfile, remove: () => rmSync(outfile, { force: true }) }
}
