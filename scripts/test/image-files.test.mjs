// `docker compose build` cannot run here (no container engine), so this lays out each image's files
// the way its Dockerfile does and checks what the image needs of them: the web image (`pnpm deploy`
// of the storefront) holds every module the storefront imports, its own and the shared rules'; in
// the CMS image (Next's trace and cms/scripts/image-files.mjs's) Node can load the TypeScript
// cms/server.mjs imports, the shared rules' included, and `pnpm migrate` finds what it reads.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { after, before, describe, it } from 'node:test'
import ts from 'typescript'
import { root } from '../lib/stack.mjs'

const DEPLOY = ['--filter', '@storefront/web', 'deploy']

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
  let image
  before(() => {
    image = join(mkdtempSync(join(tmpdir(), 'web-image-')), 'app')
    execFileSync('pnpm', [...DEPLOY, '--prefer-offline', image], { cwd: root, stdio: 'pipe', timeout: 5 * 60_000 })
  })
  after(() => rmSync(join(image, '..'), { recursive: true, force: true }))

  it('is built from the file list pnpm deploys', () => {
    const dockerfile = readFileSync(join(root, 'web/Dockerfile'), 'utf8')
    assert.match(dockerfile, new RegExp(`pnpm ${DEPLOY.join(' ')} /app`))
  })

  it('holds every module the storefront imports, the shared rules included', () => {
    const modules = storefrontModules()
    const fromRules = modules.filter((file) => file.startsWith(join(root, 'rules/')))
    assert.ok(
      fromRules.some((file) => file.endsWith('rules/src/shop-options.ts')),
      'the storefront imports the shop options',
    )
    assert.ok(
      fromRules.some((file) => file.endsWith('rules/src/regions.ts')),
      'and, through them, the regions',
    )
    const missing = modules.filter((file) => {
      // Another workspace package (rules/, and cms/ for its generated types) is deployed under its name.
      const [folder, ...rest] = relative(root, file).split('/')
      const inImage = folder === 'web' ? join(image, ...rest) : join(image, 'node_modules/@storefront', folder, ...rest)
      return !existsSync(inImage)
    })
    assert.deepEqual(
      missing.map((file) => relative(root, file)),
      [],
    )
  })
})

describe('the CMS image', () => {
  const dockerfile = readFileSync(join(root, 'cms/Dockerfile'), 'utf8')
  let image
  before(() => {
    // The files the Dockerfile adds to Next's standalone output, listed by the same script.
    image = mkdtempSync(join(tmpdir(), 'cms-image-'))
    execFileSync(process.execPath, ['scripts/image-files.mjs', image], { cwd: join(root, 'cms'), stdio: 'pipe', timeout: 5 * 60_000 })
  })
  after(() => rmSync(image, { recursive: true, force: true }))

  it('is Next’s standalone output and the files scripts/image-files.mjs lists, laid out as the workspace', () => {
    assert.match(dockerfile, /^RUN NEXT_OUTPUT=standalone pnpm run build$/m)
    assert.match(dockerfile, /cp -a \.next\/standalone\/\. \/image\/ [^]*&& node scripts\/image-files\.mjs \/image/)
    assert.match(dockerfile, /^COPY --from=build --chown=node:node \/image \.\/$/m)
    assert.match(dockerfile, /^WORKDIR \/workspace\/cms$/m)
    assert.match(dockerfile, /^CMD \["pnpm", "start"\]$/m)
  })

  it('lets Node load the TypeScript its server imports, the shared rules included', () => {
    const server = readFileSync(join(root, 'cms/server.mjs'), 'utf8')
    const typescript = [...server.matchAll(/^import .* from '([^']+)'$/gm)]
      .map(([, specifier]) => specifier)
      .filter((specifier) => specifier.endsWith('.ts') || specifier.startsWith('@storefront/rules/'))
    assert.ok(
      typescript.some((specifier) => specifier.startsWith('@storefront/rules/')),
      'the server imports the shared rules',
    )
    // Node strips types only outside node_modules: a copied package would fail here.
    const load = 'for (const specifier of JSON.parse(process.argv[1])) await import(specifier)'
    execFileSync(process.execPath, ['--input-type=module', '-e', load, JSON.stringify(typescript)], {
      cwd: join(image, 'cms'),
      stdio: 'pipe',
    })
  })

  it('holds what `pnpm migrate` reads: Payload’s CLI, its config and every migration', () => {
    const migrations = readdirSync(join(root, 'cms/src/migrations')).filter((file) => file.endsWith('.ts'))
    assert.ok(migrations.length > 10)
    const needed = [
      'pnpm-workspace.yaml',
      'tsconfig.json',
      'cms/package.json',
      'cms/tsconfig.json',
      'cms/node_modules/.bin/payload',
      'cms/node_modules/payload/bin.js',
      'cms/src/payload.config.ts',
      ...migrations.map((file) => `cms/src/migrations/${file}`),
    ]
    assert.deepEqual(
      needed.filter((file) => !existsSync(join(image, file))),
      [],
    )
  })
})
