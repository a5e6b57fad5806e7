// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '~/test/render'
import { DEFAULT_DIALOG_LABELS, dialogs } from './dialog-store'
import { DIALOG_ENTER_MS, DIALOG_LEAVE_MS, DialogHost } from './DialogHost'

function Page() {
  return (
    <>
      <button type="button">열기</button>
      <DialogHost />
    </>
  )
}

async function open<T>(show: () => Promise<T>) {
  const result = { value: undefined as T | undefined, settled: false }
  act(() => {
    void show().then((value) => Object.assign(result, { value, settled: true }))
  })
  const dialog = await screen.findByRole('alertdialog')
  return { dialog, result }
}

const flush = () => act(async () => {})

afterEach(async () => {
  while (dialogs.current()) act(() => dialogs.settle(false))
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

// Happy DOM's <dialog> has showModal() and close() (they set and remove `open`, close() fires
// `close`) but none of what a browser does with a modal: the page is not made inert, focus is not
// kept in it or returned when it closes, Escape does not fire `cancel`. Those are proved in a browser
// (e2e/logout-dialog-and-toast.spec.ts); here, that the host opens and closes the element as it
// should and answers its events.

describe('dialog', () => {
  it('alert: one button labelled 확인 by default; closing yields true', async () => {
    await renderWithRouter(<Page />)
    const { dialog, result } = await open(() => dialogs.alert({ title: '안내', message: '저장되었습니다.' }))
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['확인'])
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }))
    await flush()
    expect(result).toEqual({ value: true, settled: true })
  })

  it('confirm: 취소 and 확인 by default; confirming yields true, cancelling false', async () => {
    expect(DEFAULT_DIALOG_LABELS).toEqual({ confirm: '확인', close: { alert: '확인', confirm: '취소' } })
    await renderWithRouter(<Page />)
    const first = await open(() => dialogs.confirm({ message: '삭제하시겠습니까?' }))
    expect(
      within(first.dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['취소', '확인'])
    fireEvent.click(within(first.dialog).getByRole('button', { name: '확인' }))
    await flush()
    expect(first.result.value).toBe(true)

    const second = await open(() => dialogs.confirm({ message: '삭제하시겠습니까?' }))
    fireEvent.click(within(second.dialog).getByRole('button', { name: '취소' }))
    await flush()
    expect(second.result.value).toBe(false)
  })

  it('takes its own confirm and close labels', async () => {
    await renderWithRouter(<Page />)
    const { dialog } = await open(() => dialogs.confirm({ message: '로그아웃할까요?', confirmLabel: '로그아웃', closeLabel: '계속 이용하기' }))
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['계속 이용하기', '로그아웃'])
  })

  it('shows its message as text: markup stays as written, a line break is a \\n', async () => {
    await renderWithRouter(<Page />)
    const message = '첫 줄\n<strong>강조</strong><img src=x onerror="window.__xss()">'
    const { dialog } = await open(() => dialogs.alert({ message }))
    const shown = dialog.querySelector('.dialog__message')!
    expect(shown.children).toHaveLength(0)
    expect(shown.textContent).toBe(message)
    expect(dialog.getAttribute('aria-describedby')).toBe(shown.id)
  })

  it('locks page scrolling while open and restores it when closed', async () => {
    await renderWithRouter(<Page />)
    document.body.style.overflow = 'auto'
    const { dialog } = await open(() => dialogs.alert({ message: '안내' }))
    expect(document.body.style.overflow).toBe('hidden')
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }))
    await flush()
    expect(document.body.style.overflow).toBe('auto')
  })

  it('is a <dialog> opened as a modal, with focus on itself, and closed (the browser then returns focus) once it has left', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
    const close = vi.spyOn(HTMLDialogElement.prototype, 'close')
    await renderWithRouter(<Page />)
    const { dialog } = await open(() => dialogs.confirm({ title: '확인', message: '진행할까요?' }))
    expect(dialog.tagName).toBe('DIALOG')
    expect(showModal).toHaveBeenCalledOnce()
    expect((dialog as HTMLDialogElement).open).toBe(true)
    expect(document.activeElement).toBe(dialog)
    expect(dialog.getAttribute('aria-labelledby')).toBe(within(dialog).getByRole('heading', { name: '확인' }).id)
    vi.useFakeTimers()
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }))
    await act(async () => {})
    // Open while it leaves: the page stays inert until it is gone.
    expect(close).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(DIALOG_LEAVE_MS))
    expect(close).toHaveBeenCalledOnce()
    expect((dialog as HTMLDialogElement).open).toBe(false)
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it("Escape (the dialog's cancel event) cancels a confirm and closes an alert, the dialog kept open to leave", async () => {
    await renderWithRouter(<Page />)
    const first = await open(() => dialogs.confirm({ message: '진행할까요?' }))
    const cancel = new Event('cancel', { cancelable: true })
    act(() => void first.dialog.dispatchEvent(cancel))
    await flush()
    expect(cancel.defaultPrevented).toBe(true)
    expect(first.result).toEqual({ value: false, settled: true })
    expect((first.dialog as HTMLDialogElement).open).toBe(true)

    const second = await open(() => dialogs.alert({ message: '저장되었습니다.' }))
    act(() => void second.dialog.dispatchEvent(new Event('cancel', { cancelable: true })))
    await flush()
    expect(second.result).toEqual({ value: true, settled: true })
  })

  it('closed by the browser without a cancel it could stop, a confirm is cancelled', async () => {
    await renderWithRouter(<Page />)
    const { dialog, result } = await open(() => dialogs.confirm({ message: '진행할까요?' }))
    act(() => (dialog as HTMLDialogElement).close())
    await flush()
    expect(result).toEqual({ value: false, settled: true })
  })

  it('swallows Enter: a confirm stays open and the page never sees the key', async () => {
    await renderWithRouter(<Page />)
    const pageListener = vi.fn()
    document.addEventListener('keydown', pageListener)
    const { result } = await open(() => dialogs.confirm({ message: '진행할까요?' }))
    const delivered = fireEvent.keyDown(document.activeElement!, { key: 'Enter' })
    await flush()
    expect(delivered).toBe(false)
    expect(pageListener).not.toHaveBeenCalled()
    expect(result.settled).toBe(false)
    expect(screen.getByRole('alertdialog')).toBeTruthy()
    document.removeEventListener('keydown', pageListener)
  })

  it('closes an alert on Enter, yielding true', async () => {
    await renderWithRouter(<Page />)
    const { result } = await open(() => dialogs.alert({ message: '저장되었습니다.' }))
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' })
    await flush()
    expect(result).toEqual({ value: true, settled: true })
  })

  it('blocks navigation while open: the attempt closes the dialog instead, and the page stays', async () => {
    const { router } = await renderWithRouter(<Page />)
    const { result } = await open(() => dialogs.confirm({ message: '작성 중인 내용이 있습니다.' }))
    // What a link, a redirect or the back button does: ask the history to move.
    act(() => router.history.push('/other'))
    await flush()
    expect(router.state.location.pathname).toBe('/')
    expect(result).toEqual({ value: false, settled: true })
    act(() => router.history.push('/other'))
    await flush()
    expect(router.state.location.pathname).toBe('/other')
  })

  it('enters in 0.25 s and leaves in 0.3 s, then is gone', async () => {
    expect([DIALOG_ENTER_MS, DIALOG_LEAVE_MS]).toEqual([250, 300])
    await renderWithRouter(<Page />)
    const { dialog } = await open(() => dialogs.alert({ message: '안내' }))
    vi.useFakeTimers()
    expect(dialog.dataset.state).toBe('enter')
    expect(dialog.style.animationDuration).toBe('250ms')
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }))
    await act(async () => {})
    const leaving = screen.getByRole('alertdialog')
    expect(leaving.dataset.state).toBe('leave')
    expect(leaving.style.animationDuration).toBe('300ms')
    act(() => vi.advanceTimersByTime(299))
    expect(screen.queryByRole('alertdialog')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('shows dialogs opened together one after another, in the same open <dialog>', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
    const close = vi.spyOn(HTMLDialogElement.prototype, 'close')
    await renderWithRouter(<Page />)
    const first = await open(() => dialogs.alert({ message: '첫 번째' }))
    act(() => void dialogs.alert({ message: '두 번째' }))
    expect(within(first.dialog).getByText('첫 번째')).toBeTruthy()
    fireEvent.click(within(first.dialog).getByRole('button', { name: '확인' }))
    await flush()
    // Never closed in between: the browser returns focus, when the last one closes, to where it
    // was before the first.
    expect(screen.getByRole('alertdialog')).toBe(first.dialog)
    expect(within(first.dialog).getByText('두 번째')).toBeTruthy()
    expect(document.activeElement).toBe(first.dialog)
    expect([showModal.mock.calls.length, close.mock.calls.length]).toEqual([1, 0])
  })
})
