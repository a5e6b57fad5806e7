import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { randomBytes } from 'node:crypto'
import { build, defineConfig, type Plugin, type Rolldown } from 'vite'

// <outDir>/client holds the browser files, <outDir>/server/index.mjs the Node server.
// Tests build to their own folder (docs/contract.md) so they never overwrite the dev build.
const outDir = process.env.WEB_OUTPUT_DIR ?? '.output'

// One id per build, shared by its server and browser code: pages compare the id they were built
// with to the server's /builds/latest.json and reload on the next navigation once it differs.
const buildId = `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(4).toString('hex')}`

/**
 * Pretendard without font swapping: the browser waits at most ~100 ms for it, otherwise keeps the
 * system's Korean font for that page view. Its ~240 KB of subsets are then never on the way to the
 * first paint or a layout shift; later pages and visits use it from the cache.
 */
const pretendardOptional: Plugin = {
  name: 'pretendard-font-display-optional',
  // The @import is inlined by Vite's CSS pipeline, so the finished stylesheet is changed.
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type === 'asset' && file.fileName.endsWith('.css') && typeof file.source === 'string') {
        file.source = file.source.replace(/(font-family:\s*"?Pretendard Variable"?;[^}]*?font-display:\s*)swap/g, '$1optional')
      }
    }
  },
}

/**
 * The Web Vitals reporter (src/features/web-vitals/reporter.ts), bundled on its own beside the
 * client build, outside the app's entry: every page's loader adds it on a sampled visit, whether
 * the app loads or not (docs/decisions/0074). A build of its own, as Vite builds a worker: Start's
 * manifest takes any second entry chunk for a mistake. The server reads its address from
 * `virtual:web-vitals-reporter`; the client is built first. In dev, Vite serves the source itself.
 */
function webVitalsReporter(command: 'build' | 'serve'): Plugin {
  const source = 'src/features/web-vitals/reporter.ts'
  const virtual = 'virtual:web-vitals-reporter'
  let fileName: string | undefined
  return {
    name: 'web-vitals-reporter',
    async generateBundle() {
      if (command !== 'build' || this.environment.name !== 'client') return
      const built = (await build({
        configFile: false,
        root: import.meta.dirname,
        logLevel: 'warn',
        resolve: { tsconfigPaths: true },
        build: { write: false, copyPublicDir: false, modulePreload: false, rolldownOptions: { input: { 'web-vitals': source } } },
      })) as Rolldown.RolldownOutput
      const chunk = built.output.find((file) => file.type === 'chunk' && file.isEntry) as Rolldown.OutputChunk
      fileName = chunk.fileName
      this.emitFile({ type: 'asset', fileName, source: chunk.code })
    },
    resolveId: (id) => (id === virtual ? `\0${virtual}` : undefined),
    load(id) {
      if (id !== `\0${virtual}`) return undefined
      if (command === 'build' && !fileName) throw new Error('the Web Vitals reporter is not built: the client build must come before the server build')
      return `export default ${JSON.stringify(`/${command === 'build' ? fileName : source}`)}`
    },
  }
}

/** Packages every page needs before it can hydrate: React, the router, Start's client, seroval. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|@tanstack|seroval|seroval-plugins|use-sync-external-store)[\\/]/
/**
 * Files of those packages that only server-function calls use: they stay with the chunks that need
 * them (the account pages, a loader's first call), off the public pages' first load. createServerFn
 * (with cookie-es and the header helpers it brings) runs when a `*.functions` module is first imported.
 */
const LATER =
  /@tanstack[\\/]start-client-core[\\/]dist[\\/]esm[\\/](createServerFn|safeObjectMerge|getStartContextServerOnly)\.js|@tanstack[\\/]router-core[\\/]dist[\\/]esm[\\/]ssr[\\/]headers\.js|@tanstack[\\/]react-start[\\/]dist[\\/]esm[\\/]useServerFn\.js/
const inFrameworkChunk = (id: string) => FRAMEWORK.test(id) && !LATER.test(id)

export default defineConfig(({ command }) => ({
  resolve: { tsconfigPaths: true },
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: { outDir },
  environments: {
    client: {
      build: {
        // React, the router and Start's runtime go into the entry chunk: every page needs all of
        // them first, and one file compresses better than several (docs/decisions, first-load JS).
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'framework', test: inFrameworkChunk }],
            },
          },
        },
      },
    },
    ssr: {
      // The server build bundles every dependency so it runs without node_modules
      // (web/Dockerfile). Only for the build: Vite's dev runner cannot evaluate CommonJS packages.
      resolve: command === 'build' ? { noExternal: true } : {},
      build: {
        rolldownOptions: {
          // The Node server (src/node-server.server.ts) is the entry; it imports Start's fetch handler.
          input: { index: './src/node-server.server.ts' },
          output: { entryFileNames: '[name].mjs' },
        },
      },
    },
  },
  plugins: [pretendardOptional, webVitalsReporter(command), tanstackStart({ server: { build: { inlineCss: true } } }), viteReact()],
}))
