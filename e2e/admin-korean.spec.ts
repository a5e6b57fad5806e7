// Journey: staff of each role open one admin page of each kind — the login page (an admin), the
// dashboard, a list, a record, a new record, a global, a custom view (the job sheet), the rich-text
// editor's menu, a dialog and a toast — and meet no English: not in text, labels, tabs, buttons,
// tooltips, aria labels or placeholders, abbreviations staff do not use ("API", "UID") included.
// They also read a customer's agreements with each row named by what was agreed, the menu button
// and a drawer's record number in Korean, and every date picker's date as the lists write it (an
// admin types one in that form). Every label, description, option and translation the panel is built from is
// checked without a browser, collection by collection (cms/src/i18n/koreanConfig.int.test.ts);
// this finds what only a rendered page shows: our components and what Payload's libraries
// hard-code. What the records themselves say (titles, e-mails, file names, product codes) is
// theirs and is left out of the check.
import { type APIRequestContext, expect, type Page, test, type TestInfo } from '@playwright/test'
import { englishWords } from '@storefront/rules/english-words'
import { existingConsumer, idTokenFor } from './account-support'
import { attachScreenshot, cmsAsAdmin, cmsURL, logIntoAdminPanel, ownStaff, signIntoAdminPanel } from './support'

/** A date as the panel's lists and headers write it: "2026년 12월 9일 오전 7:26", a day alone "2026년 12월 9일". */
const KOREAN_DATE = /^\d{4}년 \d{1,2}월 \d{1,2}일(?: 오[전후] \d{1,2}:\d{2})?$/

/** A customer who agreed to the terms and the privacy policy: two rows of their consent history. */
async function agreedCustomer(request: APIRequestContext, testInfo: TestInfo) {
  const consumer = await existingConsumer(testInfo, 'admin-korean')
  const headers = { authorization: `Bearer ${await idTokenFor(consumer.email, consumer.password)}` }
  // The CMS makes the customer when it first meets their credential.
  const { user } = await (await request.get(`${cmsURL}/api/customers/me`, { headers })).json()
  const now = new Date().toISOString()
  const agreed = await request.patch(`${cmsURL}/api/customers/${user.id}`, { headers, data: { consents: { termsAcceptedAt: now, privacyAcceptedAt: now } } })
  expect(agreed.status(), await agreed.text()).toBe(200)
  const { consents } = (await agreed.json()).doc as { consents: { termsVersion: string; privacyVersion: string } }
  return { id: user.id as number, ...consents }
}

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
    // Eight admin pages, each a few seconds of the panel's rendering and hydration on a busy machine.
    test.setTimeout(180_000)
    const english: Record<string, string[]> = {}
    const foreignDates: Record<string, string[]> = {}
    /** What the page shows now, under `where`: its English, and its date pickers' dates not written as lists write them. */
    const look = async (where: string) => {
      const words = await englishOn(page)
      if (words.length > 0) english[where] = words
      const dates = await page.locator('.date-time-picker input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
      const foreign = dates.filter((date) => date && !KOREAN_DATE.test(date))
      if (foreign.length > 0) foreignDates[where] = foreign
    }
    const visit = async (path: string, ready: string) => {
      await page.goto(`${cmsURL}${path}`)
      await page.locator(ready).first().waitFor({ timeout: 30_000 })
      await look(path)
    }
    const [staff, customer] = await Promise.all([ownStaff(request, role), agreedCustomer(request, testInfo)])
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
    if (role === 'staff') {
      // The request's shop opened beside it in a drawer, whose header names the record's number in
      // Korean (Payload writes "ID: 6" in every language). Only looked at: a change would lock the shop.
      await page.locator('#field-shop .relationship--single-value__drawer-toggler').click()
      await expect.soft(page.locator('.doc-drawer__header .id-label')).toHaveText(`번호 ${docs[0].shop}`)
      await look('service request: the shop’s drawer')
      await page.locator('.doc-drawer__header-close').click()
    }
    if (role === 'admin') {
      // The delete dialog (only an admin may delete a request), opened and left without deleting.
      await page.locator('.doc-controls__popup').click()
      await page.locator('#action-delete').click()
      await page.locator('#confirm-cancel').waitFor()
      await look('service request: delete dialog')
      await page.locator('#confirm-cancel').click()
    }
    await visit(`/admin/collections/customers/${customer.id}`, '#field-consentHistory .array-field__row-header')
    // Each agreement says what was agreed, not "Consent History 01".
    await expect
      .soft(page.locator('#field-consentHistory .array-field__row-header'))
      .toHaveText([`이용약관 ${customer.termsVersion} 동의`, `개인정보처리방침 ${customer.privacyVersion} 동의`])
    // The agreements' dates are there to be read (the check of every picker's date is not of nothing).
    await expect.soft(page.locator('#field-consents__termsAcceptedAt input')).toHaveValue(KOREAN_DATE)
    // The menu button reads "메뉴 열기" and, once the menu is open, "메뉴 닫기" (Payload puts the verb first).
    const menu = page.locator('button.nav-toggler:visible').first()
    const [state, other] = (await menu.getAttribute('aria-label')) === '메뉴 닫기' ? ['메뉴 닫기', '메뉴 열기'] : ['메뉴 열기', '메뉴 닫기']
    await expect.soft(menu).toHaveAttribute('aria-label', state)
    await menu.click()
    await expect.soft(page.locator('button.nav-toggler:visible').first()).toHaveAttribute('aria-label', other)
    if (role === 'admin') {
      // A date typed as the panel writes it is read as that date (an admin may correct a consent taken at the counter).
      const typed = page.locator('#field-consents__termsAcceptedAt input')
      await typed.fill('2026년 12월 1일 오후 3:05')
      await typed.press('Enter')
      await expect.soft(typed).toHaveValue('2026년 12월 1일 오후 3:05')
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
    expect.soft(english).toEqual({})
    expect(foreignDates).toEqual({})
  })
}
