// Journey: staff of each role walk the whole admin panel — the dashboard, every list, create form
// and edit form they can open, every global, the rich-text editor's menu — and meet no English:
// not in labels, buttons, tooltips, aria labels or placeholders. What the records themselves say
// (titles, e-mails, file names, product codes) is theirs and is left out of the check.
import { expect, type Page, test } from '@playwright/test'
import { attachScreenshot, cmsURL, logIntoAdminPanel, ownStaff } from './support'

// Words that are not English to translate: names (ours, the services we name) and what staff type
// as it is (the serial CSV's column names, example addresses, the keys of a response's JSON).
const NAMES = new Set(['Firebase', 'Kakao', 'Lexical', 'Payload', 'VAPORE', 'Vapore', 'product', 'code', 'korea', 'owner', 'question', 'value'])

/** Latin words in the interface of the page as it stands, records' own content left out. */
async function englishOn(page: Page): Promise<string[]> {
  // After hydration: the admin's provider translates what the libraries left in English (cms/src/i18n/KoreanLeftovers.tsx).
  await page.locator('html[data-korean-leftovers="translated"]').waitFor({ state: 'attached' })
  const texts = await page.evaluate(() => {
    // Records' content: list cells, document titles, chosen relationship values, the editor's text, uploads.
    const RECORD = [
      'tbody',
      '[data-record]',
      '.doc-header__title',
      '.render-title',
      '.step-nav',
      '.rs__single-value',
      '.rs__multi-value',
      '[data-lexical-editor]',
      '.file-details',
      '.upload-relationship-details',
      '.thumbnail',
      '.relationship-table tbody',
      'code',
      'pre',
    ].join(',')
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest(RECORD) || parent.closest('script, style, noscript, template, textarea')) continue
      if (node.textContent?.trim()) found.push(node.textContent.trim())
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (element.closest(RECORD)) continue
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute)
        if (value?.trim()) found.push(value.trim())
      }
    }
    return found
  })
  const english = texts.filter((text) =>
    (
      text
        .replace(/\S+@\S+|https?:\/\/\S+|\/\S*|\S+\.(?:jpe?g|png|webp|svg|pdf|csv|txt)\b/gi, ' ')
        // Letters mixed with digits are identifiers (serials, codes, a test record's hex suffix), not words.
        .replace(/[\w-]*\d[\w-]*/g, ' ')
        .match(/[A-Za-z][A-Za-z'’]*/g) ?? []
    )
      // Capitals only are abbreviations (A/S, ID, CSV, URL, SEO) or product codes; single letters are units.
      .some((word) => word.length > 1 && /[a-z]/.test(word) && !NAMES.has(word)),
  )
  return [...new Set(english)]
}

/** The collection and global pages the signed-in staff member's navigation offers. */
async function sections(page: Page): Promise<string[]> {
  await page.goto(`${cmsURL}/admin`)
  const nav = page.locator('nav a[href^="/admin/collections/"], nav a[href^="/admin/globals/"]')
  await expect(nav.first()).toBeAttached()
  return [...new Set(await nav.evaluateAll((links) => links.map((link) => link.getAttribute('href')!)))]
}

/** The id of the oldest record of `collection` the signed-in staff member can read, through the REST API as them. */
async function oldestId(page: Page, collection: string): Promise<number | string | undefined> {
  const token = (await page.context().cookies(cmsURL)).find(({ name }) => name === 'payload-token')?.value
  const response = await page.request.get(`${cmsURL}/api/${collection}?sort=createdAt&limit=1&depth=0`, { headers: { authorization: `JWT ${token}` } })
  expect(response.status(), collection).toBe(200)
  return ((await response.json()) as { docs: { id: number | string }[] }).docs[0]?.id
}

for (const role of ['admin', 'manager', 'staff'] as const) {
  test(`the admin panel speaks Korean to ${role} on every page they can open`, async ({ page, request }, testInfo) => {
    test.setTimeout(240_000)
    await logIntoAdminPanel(page, await ownStaff(request, role))
    const english: Record<string, string[]> = {}
    const check = async (path: string) => {
      const words = await englishOn(page)
      if (words.length > 0) english[path] = words
    }
    await page.locator('.dashboard').waitFor()
    await check('/admin')
    const paths = await sections(page)
    // Up to three pages a section (list, a record, a new one), each rendered by the admin panel: about
    // a second apiece alone, four with the whole suite running beside it. The walk's time follows
    // the number of pages, which grows with every collection.
    test.setTimeout(60_000 + paths.length * 3 * 6_000)
    for (const path of paths) {
      await page.goto(`${cmsURL}${path}`)
      if (path.startsWith('/admin/globals/')) {
        await page.locator('form.collection-edit__form, form.global-edit__form, .document-fields').first().waitFor()
        await check(path)
        continue
      }
      await page.locator('.collection-list').waitFor()
      await check(path)
      // The oldest record: the list's first row may be one another journey is deleting right now.
      const oldest = await oldestId(page, path.slice('/admin/collections/'.length))
      if (oldest !== undefined) {
        await page.goto(`${cmsURL}${path}/${oldest}`)
        await page.locator('.document-fields, .collection-edit').first().waitFor()
        await check(`${path}/{id}`)
      }
      await page.goto(`${cmsURL}${path}/create`)
      await page.locator('.document-fields, .collection-edit, .unauthorized, .not-found').first().waitFor()
      await check(`${path}/create`)
    }
    if (role !== 'staff') {
      // The rich-text editor's command menu, as a post's author opens it.
      await page.goto(`${cmsURL}/admin/collections/posts/create`)
      const editor = page.locator('[data-lexical-editor]').first()
      await editor.click()
      await page.keyboard.type('/')
      await page.locator('#slash-menu, .slash-menu-popup').first().waitFor()
      await check('posts editor: slash menu')
      await attachScreenshot(page, testInfo, 'slash menu')
    }
    expect(english).toEqual({})
  })
}
