// The unit tests of a package as Vitest projects (docs/decisions/0046). Files share one module
// registry per worker: importing the same modules again for each of ~100 files was two thirds of
// the unit tests' CPU. A file that replaces a module (vi.mock, vi.doMock) or the environment
// (vi.stubEnv, vi.stubGlobal) for the whole file gets a registry of its own: sharing, it would see
// modules another file imported first, or leave its replacements to the next file.
import { globSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const REPLACES = /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(/

/** A project of a package's Vitest config: typed here, not by the root's copy of Vitest, which each package's own copy does not take. */
interface UnitProject {
  extends: true
  test: { name: string; include: string[]; exclude?: string[]; isolate?: boolean }
}

/** The unit test files of the package at `packageDir` (`include` and `exclude` as Vitest's, relative to it) in two projects. */
export function unitProjects(packageDir: URL, name: string, { include, exclude = [] }: { include: string[]; exclude?: string[] }): UnitProject[] {
  const cwd = fileURLToPath(packageDir)
  const isolated = globSync(include, { cwd, exclude }).filter((file) => REPLACES.test(readFileSync(new URL(file, packageDir), 'utf8')))
  return [
    // By pattern, so that a file made while Vitest watches is run too.
    { extends: true, test: { name, include, exclude: [...exclude, ...isolated], isolate: false } },
    // Vitest reads an empty include as its default one: no project when no file needs it.
    ...(isolated.length > 0 ? [{ extends: true as const, test: { name: `${name}, isolated`, include: isolated } }] : []),
  ]
}
