// Journey: staff of each role open one admin page of each kind — the login page (an admin), the
// dashboard, a list, a record, a new record, a global, a custom view (the job sheet), the rich-text
// editor's menu, a dialog and a toast — and meet no English: not in text, labels, tabs, buttons,
// tooltips, aria labels or placeholders, abbreviations staff do not use ("API", "UID") included. Every label, description, option and translation the panel is built from is
// checked without a browser, collection by collection (cms/src/i18n/koreanConfig.int.test.ts);
// this finds what only a rendered page shows: our components and what Payload's libraries
// hard-code. What the records themselves say (titles, e-mails, file names, product codes) is
// theirs and is left out of the check.
import { expect, type Page, test } from '@playwright/test'
import { englishWords } from '@storefront/rules/english-words'
import { attachScreenshot, cmsAsAdmin, cmsURL, logIntoAdminPanel, ownStaff, signIntoAdminPanel } from './support'

/** Latin words in the interface of the page as it stands, records' own content left out. */
async function englishOn(page: Page): Promise<string[]> {
  // After hydration: the admin's provider translates what the libraries left in English (cms/src/i18n/KoreanLeftovers.tsx).
  await page.locator('html[data-korean-leftovers="translated"]').waitFor({ state: 'attached', timeout: 30_000 })
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
  return [...new Set(texts.filter((text) => englishWords(text).length > 0))]
}

for (const role of ['admin', 'manager', 'staff'] as const) {
  test(`the admin panel speaks Korean to ${role} on a page of each kind`, async ({ page, request }, testInfo) => {
    // Seven admin pages, each a few seconds of the panel's rendering and hydration on a busy machine.
    test.setTimeout(180_000)
    const english: Record<string, string[]> = {}
    /** What the page shows now, under `where`. */
    const look = async (where: string) => {
      const words = await englishOn(page)
      if (words.length > 0) english[where] = words
    }
    const visit = async (path: string, ready: string) => {
      await page.goto(`${cmsURL}${path}`)
      await page.locator(ready).first().waitFor({ timeout: 30_000 })
      await look(path)
    }
    const staff = await ownStaff(request, role)
    // The login form once; the other roles sign in through the same call it makes.
    if (role === 'admin') {
      await page.goto(`${cmsURL}/admin/login`)
      await look('/admin/login')
      await logIntoAdminPanel(page, staff)
    } else {
      await signIntoAdminPanel(page, staff)
    }
    // A request every role reads, the oldest (another journey may be deleting the newest).
    const { docs } = await (await (await cmsAsAdmin(request)).get('/api/service-requests?sort=createdAt&limit=1&depth=0')).json()
    expect(docs, 'a seeded A/S request').toHaveLength(1)
    const id = docs[0].id as number

    await visit('/admin', '.dashboard')
    await visit('/admin/collections/service-requests', '.collection-list')
    // The range and the total of the list's page, in the order Korean reads them ("1-20 의 20" was Payload's).
    await expect(page.locator('.page-controls__page-info')).toHaveText(/^\d+-\d+ \/ 전체 \d+$/)
    await visit(`/admin/collections/service-requests/${id}`, 'main')
    if (role === 'admin') {
      // The delete dialog (only an admin may delete a request), opened and left without deleting.
      await page.locator('.doc-controls__popup').click()
      await page.locator('#action-delete').click()
      await page.locator('#confirm-cancel').waitFor()
      await look('service request: delete dialog')
      await page.locator('#confirm-cancel').click()
    }
    await visit('/admin/globals/site', 'form.global-edit__form, .document-fields, .unauthorized, .not-found')
    await visit(`/admin/job-sheet/service-requests/${id}`, 'main.job-sheet')
    await visit('/admin/collections/posts/create', '.document-fields, .collection-edit, .unauthorized, .not-found')
    if (role !== 'staff') {
      // The rich-text editor's command menu, as a post's author opens it on the page above.
      const editor = page.locator('[data-lexical-editor]').first()
      await editor.click()
      await page.keyboard.type('/')
      await page.locator('#slash-menu, .slash-menu-popup').first().waitFor()
      await look('posts editor: slash menu')
      await attachScreenshot(page, testInfo, 'slash menu')
      // A save the form refuses (the new post has no title): its toast and the toast's close button.
      await page.keyboard.press('Escape')
      await page.locator('#action-save').click()
      await page.locator('.payload-toast-close-button').first().waitFor()
      await look('posts: a refused save’s toast')
    }
    expect(english).toEqual({})
  })
}
