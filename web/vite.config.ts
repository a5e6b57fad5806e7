import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// <outDir>/client holds the browser files, <outDir>/server/index.mjs the Node server.
// Tests build to their own folder (docs/contract.md) so they never overwrite the dev build.
const outDir = process.env.WEB_OUTPUT_DIR ?? '.output'

export default defineConfig(({ command }) => ({
  resolve: { tsconfigPaths: true },
  build: { outDir },
  environments: {
    ssr: {
      // The server build bundles every dependency so it runs without node_modules
      // (web/Dockerfile). Only for the build: Vite's dev runner cannot evaluate CommonJS packages.
      resolve: command === 'build' ? { noExternal: true } : {},
      build: {
        rolldownOptions: {
          // The Node server (src/serve.server.ts) is the entry; it imports Start's fetch handler.
          input: { index: './src/serve.server.ts' },
          output: { entryFileNames: '[name].mjs' },
        },
      },
    },
  },
  plugins: [tanstackStart(), viteReact()],
}))
