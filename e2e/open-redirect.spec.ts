// Attack: the known open-redirect bypasses (rules/src/redirect-bypasses.ts) against
// every place the storefront sends the browser to a path from the query: `redirect=` of the login
// pages (the server's answer to a signed-in visitor, and the browser after signing in) and `exit=`
// of the draft preview. None may leave the site.
import { expect, type Page, test } from '@playwright/test'
import { bypasses } from '@storefront/rules/redirect-bypasses'
import { existingConsumer, fillPasswordLogin, signInThroughApi } from './account-support'

/** Where a Location header sends a browser that is on `from`. */
const resolved = (location: string | undefined, from: string) => new URL(location ?? '', from)

/** Every request the page makes to another host is refused and recorded. */
async function fenceIn(page: Page, site: string) {
  const left: string[] = []
  await page.context().route(
    (url) => url.origin !== site && !/^(data|blob|about|chrome)/.test(url.protocol) && !url.hostname.endsWith('127.0.0.1'),
    (route) => {
      left.push(route.request().url())
      return route.abort()
    },
  )
  return left
}

test('exit= of the draft preview: each bypass is answered with a path on this site', async ({ request, baseURL }) => {
  const site = new URL(baseURL!).origin
  for (const exit of bypasses) {
    const response = await request.get(`/api/preview?exit=${encodeURIComponent(exit)}`, { maxRedirects: 0 })
    expect(response.status(), exit).toBe(302)
    const target = resolved(response.headers().location, `${site}/api/preview`)
    expect(target.origin, `${JSON.stringify(exit)} → ${response.headers().location}`).toBe(site)
    expect(target.pathname.startsWith('//'), JSON.stringify(exit)).toBe(false)
  }
  // A target the router cannot decode goes home, as in the unit test: the production bundle once
  // dropped the check that decodes it (rules/src/percent-decoding.ts).
  const undecodable = await request.get(`/api/preview?exit=${encodeURIComponent('/%E0%A4%A')}`, { maxRedirects: 0 })
  expect(resolved(undecodable.headers().location, `${site}/api/preview`).pathname).toBe('/')
})

test('redirect= of /login for a signed-in visitor: the server and the browser stay on this site', async ({ page, baseURL }, testInfo) => {
  // Some sixty requests and nine page loads: more than one journey's minute on a busy machine.
  test.setTimeout(180_000)
  const site = new URL(baseURL!).origin
  const consumer = await existingConsumer(testInfo, 'open-redirect')
  await signInThroughApi(page.context(), consumer.email, consumer.password)
  const left = await fenceIn(page, site)
  const query = (target: string) => `/login?redirect=${encodeURIComponent(target)}`
  // The server's answer, with the session cookie of the page, for the whole list.
  for (const target of bypasses) {
    const response = await page.request.get(query(target), { maxRedirects: 0 })
    expect([302, 303, 307], JSON.stringify(target)).toContain(response.status())
    const location = resolved(response.headers().location, `${site}/login`)
    expect(location.origin, `${JSON.stringify(target)} → ${response.headers().location}`).toBe(site)
    expect(location.pathname.startsWith('//'), JSON.stringify(target)).toBe(false)
  }
  // And real navigations, redirects followed by Chromium: one of each family (each renders a page).
  for (const target of [
    '//evil.example',
    '/\\evil.example',
    '/%09/evil.example',
    '%2f%2fevil.example',
    'javascript:alert(1)',
    'https:evil.example',
    ' //evil.example',
    '/\uff0f/evil.example',
    '/..//evil.example',
  ]) {
    await page.goto(query(target), { waitUntil: 'commit' })
    expect(new URL(page.url()).origin, JSON.stringify(target)).toBe(site)
  }
  expect(left).toEqual([])
})

test('redirect= after signing in with the form: the browser stays on this site', async ({ page, baseURL }, testInfo) => {
  // Seven sign-ins in a row.
  test.setTimeout(180_000)
  const site = new URL(baseURL!).origin
  const consumer = await existingConsumer(testInfo, 'open-redirect-form')
  const left = await fenceIn(page, site)
  // A few of each family; the full list goes through the same sanitiser above and in the unit test.
  for (const target of [
    '/%09/evil.example',
    '/\\evil.example',
    '//evil.example',
    '/..//evil.example',
    'https://evil.example',
    '/\uff0f/evil.example',
    'javascript:alert(1)',
  ]) {
    await page.goto(`/login/password?redirect=${encodeURIComponent(target)}`)
    await fillPasswordLogin(page, consumer.email, consumer.password)
    await expect(page).not.toHaveURL(/\/login/)
    expect(new URL(page.url()).origin, JSON.stringify(target)).toBe(site)
    await page.context().clearCookies()
  }
  expect(left).toEqual([])
})

test('a Korean path is followed as it is, by the preview exit and by /login for a signed-in visitor', async ({ page, request, baseURL }, testInfo) => {
  const site = new URL(baseURL!).origin
  const korean = '/shops?q=홍대'
  const exit = await request.get(`/api/preview?exit=${encodeURIComponent(korean)}`, { maxRedirects: 0 })
  expect(exit.status()).toBe(302)
  expect(decodeURIComponent(resolved(exit.headers().location, site).href)).toBe(`${site}${korean}`)

  const consumer = await existingConsumer(testInfo, 'korean-redirect')
  await signInThroughApi(page.context(), consumer.email, consumer.password)
  const answer = await page.request.get(`/login?redirect=${encodeURIComponent(korean)}`, { maxRedirects: 0 })
  expect([302, 303, 307]).toContain(answer.status())
  expect(decodeURIComponent(resolved(answer.headers().location, site).href)).toBe(`${site}${korean}`)
  await page.goto(`/login?redirect=${encodeURIComponent(korean)}`)
  await expect(page).toHaveURL(`${site}/shops?q=${encodeURIComponent('홍대')}`)
})
