// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { Toaster } from './Toaster'
import { toasts } from './toast-store'

afterEach(() => {
  for (const toast of toasts.list()) toasts.remove(toast.id)
  cleanup()
})

describe('Toaster', () => {
  it('announces news politely and errors assertively', () => {
    render(<Toaster />)
    act(() => {
      toasts.push({ message: '저장되었습니다.' })
      toasts.push({ message: '저장하지 못했습니다.', type: 'error' })
    })
    expect(screen.getByRole('status').textContent).toContain('저장되었습니다.')
    expect(screen.getByRole('alert').textContent).toContain('저장하지 못했습니다.')
  })

  it('closes a toast with its close button', async () => {
    render(<Toaster />)
    act(() => void toasts.push({ message: '닫을 수 있는 알림' }))
    await userEvent.click(screen.getByRole('button', { name: '알림 닫기' }))
    expect(screen.queryByText('닫을 수 있는 알림')).toBeNull()
  })
})
