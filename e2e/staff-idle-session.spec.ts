// Journey: a manager half-types a post's title in the admin panel and leaves it; a minute before the
// idle timeout the panel warns in Korean, then the session ends on the server and a sign-in dialog
// comes over the page; signing in again finds the half-typed title where it was, and it saves. An
// admin then reads that member's permission records: made as staff, an authenticator app enrolled,
// made a manager (docs/decisions/0075, 0076).
// The idle timeout is the server's: against a CMS of this journey's own (its production build, on
// the suite's database) whose STAFF_IDLE_TIMEOUT_MINUTES is 1.25, so the warning comes 15 s after
// the last keystroke and the end a minute later; the suite's CMS keeps its 30 minutes.
import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort, stopServer } from './own-server'
import { freshTotpCode, staffLogin } from '@storefront/rules/staff-login'
import { cmsAsAdmin, cmsURL, ownStaff, requestPost, signIntoAdminPanel } from './support'

let cms: ChildProcess | undefined
let idleCms = ''

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const port = await freePort()
  idleCms = `http://localhost:${port}`
  cms = spawn(process.execPath, ['server.mjs'], {
    cwd: join(import.meta.dirname, '../cms'),
    // No jobs queue here: the suite's CMS runs it. The panel's cookie counts only from its own origin.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), CMS_PUBLIC_URL: idleCms, STAFF_IDLE_TIMEOUT_MINUTES: '1.25', JOBS_AUTORUN: 'false' },
    stdio: 'ignore',
  })
  await expect.poll(async () => (await fetch(`${idleCms}/api/health`).catch(() => null))?.status, { timeout: 150_000, intervals: [500] }).toBe(200)
})

test.afterAll(() => stopServer(cms))

test('an idle manager is warned, signed out by the server, signs in over the page and keeps the half-typed title', async ({ page, request }) => {
  test.setTimeout(240_000)
  const admin = await cmsAsAdmin(request)
  const member = await ownStaff(request, 'staff')
  const { docs } = (await (await admin.get(`/api/users?where[email][equals]=${encodeURIComponent(member.email)}`)).json()) as { docs: { id: number }[] }
  expect((await admin.patch(`/api/users/${docs[0]!.id}`, { role: 'manager' })).status()).toBe(200)
  const created = await admin.post('/api/posts?draft=true', {
    title: `자동 로그아웃 확인 ${Date.now()}`,
    excerpt: '요약',
    category: 'notice',
    _status: 'draft',
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; title: string } }

  try {
    await staffLogin(requestPost(page.request, idleCms), member)
    await page.goto(`${idleCms}/admin/collections/posts/${doc.id}`)
    const title = page.locator('#field-title')
    await expect(title).toHaveValue(doc.title, { timeout: 60_000 })
    const halfTyped = `${doc.title} — 고객 안내문 초안을 쓰다가`
    await title.fill(halfTyped)

    const warning = page.getByRole('dialog', { name: '자동 로그아웃 안내' })
    await expect(warning).toContainText('1분 뒤 자동으로 로그아웃됩니다', { timeout: 60_000 })
    await expect(warning.getByRole('button', { name: '로그인 유지' })).toBeVisible()

    // Left alone: the server ends the session, and the panel says so over the page instead of leaving it.
    const signIn = page.getByRole('dialog', { name: '다시 로그인' })
    await expect(signIn).toContainText('작성하던 내용은 이 화면에 그대로 있습니다', { timeout: 90_000 })
    expect((await page.request.get(`${idleCms}/api/users/session`)).status()).toBe(401)
    await expect(page).toHaveURL(new RegExp(`/admin/collections/posts/${doc.id}$`))

    await signIn.getByLabel('비밀번호').fill('Wrong-password-1')
    await signIn.getByRole('button', { name: '다시 로그인' }).click()
    await expect(signIn.getByRole('alert')).toContainText('비밀번호가 올바르지 않습니다')
    await signIn.getByLabel('비밀번호').fill(member.password)
    await signIn.getByRole('button', { name: '다시 로그인' }).click()
    // The password alone does not sign anyone in again: then the authenticator app's code, in the same dialog.
    await signIn.getByLabel('인증 코드').fill(await freshTotpCode(member.email, member.totpSecret))
    await signIn.getByRole('button', { name: '확인', exact: true }).click()
    await expect(signIn).toBeHidden()
    await expect(title).toHaveValue(halfTyped)
    await page.locator('#action-save-draft').click()
    await expect
      .poll(async () => ((await (await admin.get(`/api/posts/${doc.id}?draft=true`)).json()) as { title: string }).title, { timeout: 30_000 })
      .toBe(halfTyped)
  } finally {
    await admin.delete(`/api/posts/${doc.id}`)
  }

  // An admin reads the member's story in the permission records (접근권한 기록).
  await page.context().clearCookies()
  await signIntoAdminPanel(page, await ownStaff(request, 'admin'))
  await page.goto(`${cmsURL}/admin/collections/permission-records?search=${encodeURIComponent(member.email)}`)
  const rows = page.locator('.table tbody tr')
  await expect(rows).toHaveCount(3, { timeout: 30_000 })
  await expect(rows.filter({ hasText: '2단계 인증 등록' })).toContainText('인증 앱')
  await expect(rows.filter({ hasText: '역할 변경' })).toContainText('스태프')
  await expect(rows.filter({ hasText: '역할 변경' })).toContainText('매니저')
  await expect(rows.filter({ hasText: '계정 생성' })).toContainText(member.email)
})
