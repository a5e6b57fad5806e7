// The import boundaries of docs/decisions/0017 fail the lint: each case lints one line of code as
// if it were written at a path of the workspace, with the workspace's own ESLint configuration.
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { ESLint } from 'eslint'
import { root } from '../lib/stack.mjs'

const eslint = new ESLint({ cwd: root })

async function problems(path, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) })
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`)
}

const refused = (list, rule) =>
  assert.ok(
    list.some((problem) => problem.startsWith(`${rule}:`)),
    `expected ${rule}, got ${JSON.stringify(list)}`,
  )

describe('import boundaries', () => {
  it('refuse ui/ importing features/', async () => {
    refused(
      await problems('web/src/ui/Fixture.tsx', "import { ShopCard } from '~/features/shops/ShopCard'\nexport const x = ShopCard\n"),
      '@typescript-eslint/no-restricted-imports',
    )
    refused(
      await problems('web/src/ui/dialog/fixture.ts', "import { x } from '../../features/home/types'\nexport const y = x\n"),
      '@typescript-eslint/no-restricted-imports',
    )
  })

  it('refuse a client module importing a .server.ts module, but not its types', async () => {
    const code = "import { getShopIndex } from '~/features/shops/shops.server'\nexport const x = getShopIndex\n"
    refused(await problems('web/src/features/home/Fixture.tsx', code), '@typescript-eslint/no-restricted-imports')
    refused(await problems('web/src/routes/_default/fixture.tsx', code), '@typescript-eslint/no-restricted-imports')
    refused(
      await problems('web/src/features/user/Fixture.tsx', "import { myCustomer } from '../auth/consumer-cms.server'\nexport const x = myCustomer\n"),
      '@typescript-eslint/no-restricted-imports',
    )
    assert.deepEqual(await problems('web/src/features/user/Fixture.tsx', "import type { MyAccount } from './account.server'\nexport type X = MyAccount\n"), [])
    assert.deepEqual(await problems('web/src/features/home/fixture.functions.ts', code), [])
  })

  it("refuse a feature reaching into another feature's internals", async () => {
    refused(
      await problems('web/src/features/user/fixture.ts', "import { x } from '~/features/auth/kakao/kakao-errors'\nexport const y = x\n"),
      '@typescript-eslint/no-restricted-imports',
    )
    refused(
      await problems('web/src/features/user/fixture.ts', "import { x } from '../auth/errors'\nexport const y = x\n"),
      '@typescript-eslint/no-restricted-imports',
    )
    assert.deepEqual(
      await problems('web/src/features/user/fixture.ts', "import { authErrorMessage } from '~/features/auth/errors'\nexport const y = authErrorMessage\n"),
      [],
    )
  })

  it('refuse the CMS importing the storefront', async () => {
    refused(
      await problems('cms/src/lib/fixture.ts', "import { x } from '../../../web/src/ui/format-date'\nexport const y = x\n"),
      '@typescript-eslint/no-restricted-imports',
    )
  })

  it('refuse a second module calling the CMS', async () => {
    const code = "import { serverEnv } from '~/env.server'\nexport const x = () => fetch(`${serverEnv().cmsUrl}/api/shops`)\n"
    refused(await problems('web/src/features/shops/fixture.server.ts', code), 'no-restricted-syntax')
  })

  it('refuse an import cycle', async () => {
    // public-content.server.ts is what shops.server.ts imports: importing it back closes a cycle.
    const code = "import { getShopIndex } from '~/features/shops/shops.server'\nexport const x = getShopIndex\n"
    refused(await problems('web/src/features/cms/public-content.server.ts', code), 'import-x/no-cycle')
  })
})
