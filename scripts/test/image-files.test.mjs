// `docker compose build` cannot run here (no container engine), so this builds the web image's
// file list the way web/Dockerfile does (`pnpm deploy` of the storefront from the workspace) and
// checks it holds every module the storefront imports, its own and the CMS package's.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { after, before, describe, it } from 'node:test'
import ts from 'typescript'
import { root } from '../lib/stack.mjs'

const DEPLOY = ['--filter', '@storefront/web', 'deploy']
let image

before(() => {
  image = join(mkdtempSync(join(tmpdir(), 'web-image-')), 'app')
  execFileSync('pnpm', [...DEPLOY, '--prefer-offline', image], { cwd: root, stdio: 'pipe', timeout: 5 * 60_000 })
})
after(() => rmSync(join(image, '..'), { recursive: true, force: true }))

/** Every module of the workspace the storefront's program reaches (its own and other packages'), with imports resolved as the build does. */
function storefrontModules() {
  const configPath = join(root, 'web/tsconfig.json')
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => assert.fail(String(d.messageText)) },
  )
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options })
  return program
    .getSourceFiles()
    .map((file) => file.fileName)
    .filter((file) => file.startsWith(root) && !file.includes('/node_modules/'))
}

describe('the web image', () => {
  it('is built from the file list pnpm deploys', () => {
    const dockerfile = readFileSync(join(root, 'web/Dockerfile'), 'utf8')
    assert.match(dockerfile, new RegExp(`pnpm ${DEPLOY.join(' ')} /app`))
  })

  it('holds every module the storefront imports, the CMS package’s shared rules included', () => {
    const modules = storefrontModules()
    const fromCms = modules.filter((file) => file.startsWith(join(root, 'cms/')))
    assert.ok(
      fromCms.some((file) => file.endsWith('cms/src/shared/shop-options.ts')),
      'the storefront imports the shop options',
    )
    assert.ok(
      fromCms.some((file) => file.endsWith('cms/src/shared/regions.ts')),
      'and, through them, the regions',
    )
    const missing = modules.filter((file) => {
      const inImage = file.startsWith(join(root, 'web/'))
        ? join(image, relative(join(root, 'web'), file))
        : join(image, 'node_modules/@storefront/cms', relative(join(root, 'cms'), file))
      return !existsSync(inImage)
    })
    assert.deepEqual(
      missing.map((file) => relative(root, file)),
      [],
    )
  })
})
