// The unit tests in two Vitest projects (docs/decisions/0046). Files share one module registry per
// worker: importing the same modules again for each of ~100 files was two thirds of the unit tests'
// CPU. A file that replaces a module (vi.mock, vi.doMock) or the environment (vi.stubEnv,
// vi.stubGlobal) for the whole file gets a registry of its own: sharing, it would see modules
// another file imported first, or leave its replacements to the next file.
import { globSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const UNIT_TESTS = ['src/**/*.test.{ts,tsx}']
const replacesModules = /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(/
const here = fileURLToPath(new URL('./', import.meta.url))
const isolated = globSync(UNIT_TESTS, { cwd: here }).filter((file) => replacesModules.test(readFileSync(`${here}${file}`, 'utf8')))

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  test: {
    environment: 'node',
    projects: [
      // By pattern, so that a file made while Vitest watches is run too.
      { extends: true, test: { name: 'unit', include: UNIT_TESTS, exclude: isolated, isolate: false } },
      // Vitest reads an empty include as its default one: no project when no file needs it.
      ...(isolated.length > 0 ? [{ extends: true as const, test: { name: 'unit, isolated', include: isolated } }] : []),
    ],
  },
})
