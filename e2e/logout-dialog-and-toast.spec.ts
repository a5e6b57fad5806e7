// Journey: a signed-in customer on their page presses 로그아웃. A confirm dialog asks first: a
// modal <dialog> that slides up, makes the page behind inert and locks its scrolling, keeps focus
// and Tab inside itself, is cancelled by Escape, keeps Enter and the back button from doing
// anything but closing it, and gives focus back when it closes. Confirmed, a toast says they are
// logged out.
import { expect, test } from '@playwright/test'
import { signInAsOwnCustomer } from './account-support'
import { attachScreenshot } from './support'

test.beforeEach(async ({ page }, testInfo) => {
  await signInAsOwnCustomer(page, testInfo, 'logout')
  // Home and back to my page within the app, so the browser's back button stays in this page.
  await page.getByRole('link', { name: 'VAPORE 홈' }).click()
  await expect(page).toHaveURL('/')
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '마이페이지' }).click()
  await expect(page).toHaveURL('/user')
})

const logoutButton = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('button', { name: '로그아웃' })

test('the confirm dialog enters with its animation, offers 취소 and the confirm label, makes the page behind inert and locks scrolling', async ({
  page,
}, testInfo) => {
  await logoutButton(page).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toBeVisible()
  expect(await dialog.evaluate((element) => [getComputedStyle(element).animationName, getComputedStyle(element).animationDuration])).toEqual([
    'dialog-enter',
    '0.25s',
  ])
  await expect(dialog.getByText('로그아웃하시겠습니까?')).toBeVisible()
  await expect(dialog.getByRole('button')).toHaveText(['취소', '로그아웃'])
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
  // The modal one: the button behind it that opened it takes neither focus nor a click (what is at
  // its place is the dialog or its backdrop).
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true)
  expect(
    await logoutButton(page).evaluate((button) => {
      button.focus()
      const { x, y, width, height } = button.getBoundingClientRect()
      return [document.activeElement === button, document.elementFromPoint(x + width / 2, y + height / 2)?.closest('[role=alertdialog]') !== null]
    }),
  ).toEqual([false, true])
  await attachScreenshot(page, testInfo, 'logout confirm')

  // The dialog turns to its leave state a render after the click and is gone 0.3 s later, so the
  // page notes the style the moment the state changes (a mutation observer runs before any timer
  // or frame), and the test reads that note rather than guessing when to look.
  await dialog.evaluate((element) => {
    new MutationObserver(() => {
      if (element.dataset.state !== 'leave') return
      const { animationName, animationDuration } = getComputedStyle(element)
      Object.assign(window, { dialogLeave: [animationName, animationDuration] })
    }).observe(element, { attributes: true, attributeFilter: ['data-state'] })
  })
  await dialog.getByRole('button', { name: '취소' }).click()
  const leave = await page.waitForFunction(() => (window as { dialogLeave?: string[] }).dialogLeave)
  expect(await leave.jsonValue()).toEqual(['dialog-leave', '0.3s'])
  await expect(dialog).toHaveCount(0)
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
})

test('the browser back button closes the dialog instead of leaving the page', async ({ page }) => {
  await logoutButton(page).click()
  await expect(page.getByRole('alertdialog')).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect(page).toHaveURL('/user')
  // Unblocked again once closed.
  await page.goBack()
  await expect(page).toHaveURL('/')
})

test('focus goes into the dialog and Tab keeps it there, Enter is swallowed by a confirm, Escape cancels, and focus returns to the button that opened it', async ({
  page,
}) => {
  await logoutButton(page).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toBeVisible()
  await expect(dialog).toBeFocused()
  // What has focus after each Tab: a button of the dialog, or the browser itself (the body) past
  // the last one; never anything on the page behind.
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement
      if (!element || element === document.body) return 'body'
      return element.closest('dialog') ? element.textContent : `behind: ${element.outerHTML.slice(0, 100)}`
    })
  const tab = async () => {
    await page.keyboard.press('Tab')
    return focused()
  }
  expect([await tab(), await tab()]).toEqual(['취소', '로그아웃'])
  // On the confirm button, Enter does not confirm.
  await page.keyboard.press('Enter')
  await page.waitForTimeout(400)
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL('/user')
  expect([await tab(), await tab()]).toEqual(['body', '취소'])
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(logoutButton(page)).toBeFocused()
})

test('confirming logs out and a success toast says so, then leaves by itself', async ({ page, context }, testInfo) => {
  await logoutButton(page).click()
  const toast = page.getByRole('status').filter({ hasText: '로그아웃되었습니다.' })
  // The toast shows as soon as the session has ended, while the main page loads: watched for from
  // the click on, since a slow load can take most of its 3.5 s.
  const toastShown = toast.waitFor({ state: 'visible' })
  await page.getByRole('alertdialog').getByRole('button', { name: '로그아웃' }).click()
  await toastShown
  await expect(page).toHaveURL('/')
  await attachScreenshot(page, testInfo, 'logout toast')
  expect((await context.cookies()).some((cookie) => cookie.name === 'session')).toBe(false)
  // 3500 ms by default.
  await expect(toast).toHaveCount(0, { timeout: 5_000 })
})
