// The accessibility rules of docs/decisions/0017 run under the workspace's ESLint (10): each case
// lints a component as if it were written at a path of the storefront, with the workspace's own
// configuration, and requires the known violation to be reported by its rule
// (eslint-plugin-jsx-a11y-x, docs/decisions/0051). A plugin that loaded but no longer reported
// would leave the lint green and the pages unchecked.
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { ESLint } from 'eslint'
import { root } from '../lib/stack.mjs'

const eslint = new ESLint({ cwd: root })
const AT = 'web/src/features/home/Fixture.tsx'

async function problems(code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, AT) })
  assert.equal(result.fatalErrorCount, 0, JSON.stringify(result.messages))
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`)
}

const component = (jsx) => `export function Fixture({ go }: { go: () => void }) {\n  return (\n    ${jsx}\n  )\n}\n`

const reported = (list, rule) =>
  assert.ok(
    list.some((problem) => problem.startsWith(`${rule}:`)),
    `expected ${rule}, got ${JSON.stringify(list)}`,
  )

describe('accessibility rules', () => {
  it('report an image without alternative text', async () => {
    reported(await problems(component('<img src="/logo.png" />')), 'jsx-a11y-x/alt-text')
  })

  it('report a click on an element that is neither focusable nor operable by keyboard', async () => {
    const list = await problems(component('<div onClick={go}>열기</div>'))
    reported(list, 'jsx-a11y-x/click-events-have-key-events')
    reported(list, 'jsx-a11y-x/no-static-element-interactions')
  })

  it('report a link that goes nowhere, a label with no control and an unknown role', async () => {
    reported(await problems(component('<a onClick={go}>더 보기</a>')), 'jsx-a11y-x/anchor-is-valid')
    reported(await problems(component('<label>이름</label>')), 'jsx-a11y-x/label-has-associated-control')
    reported(await problems(component('<nav role="navigator">메뉴</nav>')), 'jsx-a11y-x/aria-role')
  })

  it('pass accessible markup', async () => {
    assert.deepEqual(
      await problems(component('<div><img src="/logo.png" alt="로고" /><button type="button" onClick={go}>열기</button><a href="/shops">매장 찾기</a></div>')),
      [],
    )
  })
})
