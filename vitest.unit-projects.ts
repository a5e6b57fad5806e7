// The unit tests of a package as Vitest projects (docs/decisions/0046). Files share one module
// registry per worker: importing the same modules again for each of ~100 files was two thirds of
// the unit tests' CPU. A file that replaces a module (vi.mock, vi.doMock) or the environment
// (vi.stubEnv, vi.stubGlobal) for the whole file gets a registry of its own: sharing, it would see
// modules another file imported first, or leave its replacements to the next file.
import { readdirSync, readFileSync } from 'node:fs'
import type { TestProjectInlineConfiguration } from 'vitest/config'

const REPLACES = /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(/

/** `isUnitTest` picks the package's unit test files below `src/`, by their path relative to it. */
export function unitProjects(packageDir: URL, name: string, isUnitTest: (file: string) => boolean): TestProjectInlineConfiguration[] {
  const src = new URL('src/', packageDir)
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter(isUnitTest)
    .map((file) => `src/${file}`)
  const isolated = files.filter((file) => REPLACES.test(readFileSync(new URL(file, packageDir), 'utf8')))
  return [
    { extends: true, test: { name, include: files.filter((file) => !isolated.includes(file)), isolate: false } },
    // Vitest reads an empty include as its default one: no project when no file needs it.
    ...(isolated.length > 0 ? [{ extends: true, test: { name: `${name}, isolated`, include: isolated } }] : []),
  ]
}
