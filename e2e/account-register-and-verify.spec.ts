// Journey: a new consumer registers with e-mail and password (rules shown as they type, consents
// recorded in the CMS, a phone number only with its own consent), verifies the address through the link the emulator "mailed", signs out,
// and signs in again through ?redirect= to reach a private page.
import { expect, test } from '@playwright/test'
import { adminAuth, fillPasswordLogin, linkOnStorefront, mailedLink, strongPassword, uniqueEmail } from './account-support'
import { attachScreenshot, cmsAsAdmin, waitForHydration } from './support'

test('register → verify the e-mail → sign out → sign in through ?redirect= to a private page', async ({ page, request, context }, testInfo) => {
  const email = uniqueEmail(testInfo, 'register')
  const password = strongPassword()

  await page.goto('/register')
  await waitForHydration(page)
  await page.getByLabel('이메일', { exact: true }).fill(email)
  const passwordField = page.getByLabel('비밀번호')
  await passwordField.fill('abc')
  // The rules are ticked as the password meets them.
  await expect(page.locator('.password-rules__rule[data-met="true"]')).toHaveText([/영문 포함/, /공백 없음/])
  await passwordField.fill(password)
  await expect(page.locator('.password-rules__rule[data-met="false"]')).toHaveCount(0)
  await page.getByLabel('이름').fill('김가입')
  await page.getByRole('checkbox', { name: /서비스 이용약관/ }).check()
  await page.getByRole('checkbox', { name: /개인정보 수집·이용/ }).check()
  // The phone is optional and kept only with its own consent, whose terms are read out with the box.
  const phone = `010-${String(Date.now()).slice(-4)}-${String(Math.floor(Math.random() * 9000) + 1000)}`
  await page.getByLabel('휴대전화 (선택)').fill(phone.replaceAll('-', ''))
  const phoneConsent = page.getByRole('checkbox', { name: '[선택] 휴대전화 번호 수집·이용에 동의합니다.' })
  await page.getByRole('button', { name: '가입하기' }).click()
  await expect(phoneConsent).toHaveAccessibleDescription(
    /보유 기간: 번호를 지우거나 탈퇴할 때까지.*휴대전화 번호를 남기시려면 휴대전화 번호 수집·이용에 동의해 주세요\./,
  )
  await expect(page).toHaveURL(/\/register$/)
  await phoneConsent.check()
  await attachScreenshot(page, testInfo, 'register form')
  await page.getByRole('button', { name: '가입하기' }).click()

  await expect(page).toHaveURL(/\/user$/)
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByText('인증 전')).toBeVisible()

  // The CMS has the customer with the name and the moments the consents were given.
  const cms = await cmsAsAdmin(request)
  const found = await (await cms.get(`/api/customers?where[email][equals]=${encodeURIComponent(email)}&depth=0`)).json()
  expect(found.docs).toHaveLength(1)
  const [customer] = found.docs
  expect(customer).toMatchObject({ name: '김가입', phone, provider: 'password', consents: { marketingOptIn: false } })
  for (const consent of ['termsAcceptedAt', 'privacyAcceptedAt', 'phoneAcceptedAt']) {
    expect(Date.parse(customer.consents[consent])).toBeGreaterThan(Date.now() - 5 * 60_000)
  }

  // The verification mail's link, opened as the visitor would.
  const link = await mailedLink(email, 'VERIFY_EMAIL')
  await page.goto(linkOnStorefront(link))
  await expect(page.getByText('이메일 인증이 완료되었습니다')).toBeVisible()
  await attachScreenshot(page, testInfo, 'e-mail verified')
  expect((await adminAuth().getUserByEmail(email)).emailVerified).toBe(true)
  await page.getByRole('link', { name: '계속하기' }).click()
  await expect(page).toHaveURL(/\/user$/)
  await expect(page.getByText('인증 완료')).toBeVisible()
  await attachScreenshot(page, testInfo, 'my page')

  // Sign out, then a private page asks to log in and brings the visitor back to it.
  await waitForHydration(page)
  await page.getByRole('button', { name: '로그아웃' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: '로그아웃' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect((await context.cookies()).some((cookie) => cookie.name === 'session')).toBe(false)

  await page.goto('/user/device')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fdevice$/)
  await waitForHydration(page)
  await page.getByRole('link', { name: '이메일로 로그인' }).click()
  await expect(page).toHaveURL(/\/login\/password\?redirect=%2Fuser%2Fdevice$/)
  await fillPasswordLogin(page, email, password)
  await expect(page).toHaveURL(/\/user\/device$/)
})

test('the form says in Korean what is missing and records nothing', async ({ page }) => {
  const firebaseCalls: string[] = []
  page.on('request', (request) => request.url().includes('identitytoolkit') && firebaseCalls.push(request.url()))
  await page.goto('/register')
  await waitForHydration(page)
  await page.getByLabel('비밀번호').fill('12345678')
  await page.getByRole('button', { name: '가입하기' }).click()
  await expect(page.getByLabel('이메일', { exact: true })).toHaveAccessibleDescription('이메일을 입력해 주세요.')
  await expect(page.getByLabel('비밀번호')).toHaveAccessibleDescription(/비밀번호 조건을 모두 충족해 주세요\./)
  await expect(page.getByLabel('이름')).toHaveAccessibleDescription('이름을 입력해 주세요.')
  await expect(page.getByRole('checkbox', { name: /서비스 이용약관/ })).toHaveAccessibleDescription('서비스 이용약관에 동의해 주세요.')
  await expect(page.getByRole('checkbox', { name: /개인정보 수집·이용/ })).toHaveAccessibleDescription('개인정보 수집·이용에 동의해 주세요.')
  await expect(page.getByRole('link', { name: '서비스 이용약관' })).toHaveAttribute('href', '/terms/service')
  await expect(page.getByRole('link', { name: '개인정보 수집·이용' })).toHaveAttribute('href', '/terms/privacy')
  expect(firebaseCalls).toEqual([])
})

test('an address already registered is told so, and no second account is made', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'taken')
  await adminAuth().createUser({ email, password: strongPassword() })
  await page.goto('/register')
  await waitForHydration(page)
  await page.getByLabel('이메일', { exact: true }).fill(email)
  await page.getByLabel('비밀번호').fill(strongPassword())
  await page.getByLabel('이름').fill('김중복')
  await page.getByRole('checkbox', { name: /서비스 이용약관/ }).check()
  await page.getByRole('checkbox', { name: /개인정보 수집·이용/ }).check()
  await page.getByRole('button', { name: '가입하기' }).dblclick()
  await expect(page.getByRole('alert')).toHaveText('이미 가입된 이메일입니다. 로그인하거나 비밀번호 찾기를 이용해 주세요.')
  await expect(page).toHaveURL(/\/register$/)
  const { users } = await adminAuth().listUsers(1000)
  expect(users.filter((user) => user.email === email)).toHaveLength(1)
})
