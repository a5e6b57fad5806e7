// Journey: a visitor opens the home page and sees the brand's business details in the footer,
// rendered on the server from the CMS footer global.
import { expect, test } from '@playwright/test'
import { cmsURL } from './support'

type FooterGlobal = { businessInfo: { label: string; value: string }[] }

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

test('the home page HTML carries the footer business info read from the CMS', async ({ request }) => {
  const footer: FooterGlobal = await (await request.get(`${cmsURL}/api/globals/footer`)).json()
  expect(footer.businessInfo.length).toBeGreaterThan(0)

  // The raw server response, before any JavaScript runs.
  const response = await request.get('/')
  expect(response.status()).toBe(200)
  const html = await response.text()
  for (const { label, value } of footer.businessInfo) {
    expect(html).toContain(escapeHtml(label))
    expect(html).toContain(escapeHtml(value))
  }
})

test('the footer shows the business info pairs in the browser', async ({ page, request }) => {
  const footer: FooterGlobal = await (await request.get(`${cmsURL}/api/globals/footer`)).json()
  await page.goto('/')
  const contentinfo = page.getByRole('contentinfo')
  for (const { label, value } of footer.businessInfo) {
    await expect(contentinfo.getByText(label, { exact: true })).toBeVisible()
    await expect(contentinfo.getByText(value, { exact: true })).toBeVisible()
  }
  await expect(contentinfo).toContainText('2023')
})
