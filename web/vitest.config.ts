import { readdirSync, readFileSync } from 'node:fs'
import { defineConfig } from 'vitest/config'

// Test files that replace a module (vi.mock) or the environment (vi.stubEnv, vi.stubGlobal) for the
// whole file run with a module registry of their own. The rest share one per worker: importing the
// same modules again for each of ~100 files was two thirds of the unit tests' CPU (docs/decisions/0046).
const replacesModules = /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(/
const testFiles = readdirSync(new URL('./src', import.meta.url), { recursive: true, encoding: 'utf8' }).filter((file) => /\.test\.tsx?$/.test(file))
const isolated = testFiles.filter((file) => replacesModules.test(readFileSync(new URL(`./src/${file}`, import.meta.url), 'utf8'))).map((file) => `src/${file}`)

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  test: {
    environment: 'node',
    projects: [
      { extends: true, test: { name: 'shared modules', include: ['src/**/*.test.{ts,tsx}'], exclude: isolated, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
})
