// The unit tests as Vitest projects (docs/decisions/0046). Files share one module registry per
// worker: importing the same modules again for each of ~100 files was two thirds of the unit tests'
// CPU. A file that replaces a module (vi.mock, vi.doMock) or the environment (vi.stubEnv,
// vi.stubGlobal) for the whole file gets a registry of its own: sharing, it would see modules
// another file imported first, or leave its replacements to the next file.
import { globSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const REPLACES = /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(/

/** One of the projects below. */
interface UnitProject {
  extends: true
  test: { name: string; include: string[]; exclude?: string[]; isolate?: boolean }
}

/** The unit test files below `packageDir` (`include` and `exclude` as Vitest's, relative to it) in two projects. */
function unitProjects(packageDir: URL, name: string, { include, exclude = [] }: { include: string[]; exclude?: string[] }): UnitProject[] {
  const cwd = fileURLToPath(packageDir)
  const isolated = globSync(include, { cwd, exclude }).filter((file) => REPLACES.test(readFileSync(new URL(file, packageDir), 'utf8')))
  return [
    // By pattern, so that a file made while Vitest watches is run too.
    { extends: true, test: { name, include, exclude: [...exclude, ...isolated], isolate: false } },
    // Vitest reads an empty include as its default one: no project when no file needs it.
    ...(isolated.length > 0 ? [{ extends: true as const, test: { name: `${name}, isolated`, include: isolated } }] : []),
  ]
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  test: {
    environment: 'node',
    projects: unitProjects(new URL('./', import.meta.url), 'unit', { include: ['src/**/*.test.{ts,tsx}'] }),
  },
})
