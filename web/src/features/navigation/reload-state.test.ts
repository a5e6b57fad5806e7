// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toasts } from '~/ui/toast/toast-store'
import { keepStateForReload, restoreKeptState } from './reload-state'

afterEach(() => {
  for (const toast of toasts.list()) toasts.remove(toast.id)
  sessionStorage.clear()
  vi.useRealTimers()
})

describe('state kept across a reload for a new build', () => {
  it('brings back the toasts on screen, for what was left of their time', () => {
    vi.useFakeTimers({ now: 0 })
    toasts.push({ message: '정품 등록이 완료되었습니다.', id: 'done' })
    vi.setSystemTime(1_000)
    keepStateForReload()
    toasts.remove('done')

    restoreKeptState()
    expect(toasts.list().map((toast) => toast.message)).toEqual(['정품 등록이 완료되었습니다.'])
    vi.advanceTimersByTime(2_499)
    expect(toasts.list()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(toasts.list()).toHaveLength(0)
  })

  it('restores once: the saved state is consumed', () => {
    toasts.push({ message: '저장되었습니다.' })
    keepStateForReload()
    restoreKeptState()
    expect(sessionStorage.length).toBe(0)
  })
})
