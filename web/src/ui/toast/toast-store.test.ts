import { afterEach, describe, expect, it, vi } from 'vitest'
import { createToastStore, DEFAULT_TOAST_DURATION_MS } from './toast-store'

afterEach(() => vi.useRealTimers())

describe('toasts', () => {
  it('trim the message', () => {
    const store = createToastStore()
    store.push({ message: '  저장되었습니다.\n' })
    expect(store.list()[0]?.message).toBe('저장되었습니다.')
  })

  it('ignore an empty message, or one of spaces only', () => {
    const store = createToastStore()
    expect(store.push({ message: '' })).toBeUndefined()
    expect(store.push({ message: '   ' })).toBeUndefined()
    expect(store.list()).toEqual([])
  })

  it('default to success and 3500 ms, and record id and createdAt', () => {
    const store = createToastStore(() => 1_700_000_000_000)
    const toast = store.push({ message: '완료' })
    expect(DEFAULT_TOAST_DURATION_MS).toBe(3500)
    expect(toast).toEqual({ id: expect.any(String), message: '완료', type: 'success', duration: 3500, createdAt: 1_700_000_000_000 })
  })

  it('keep a type and duration given', () => {
    const store = createToastStore()
    expect(store.push({ message: '실패', type: 'error', duration: 8000 })).toMatchObject({ type: 'error', duration: 8000 })
  })

  it('replace a toast pushed again with the same id: the old one first removed, the new one added', () => {
    const store = createToastStore()
    store.push({ message: '첫 번째', id: 'a' })
    store.push({ message: '다른 알림', id: 'b' })
    store.push({ message: '두 번째', id: 'a' })
    expect(store.list().map((toast) => [toast.id, toast.message])).toEqual([
      ['b', '다른 알림'],
      ['a', '두 번째'],
    ])
  })

  it('can be removed by id', () => {
    const store = createToastStore()
    store.push({ message: '하나', id: 'one' })
    store.push({ message: '둘', id: 'two' })
    store.remove('one')
    expect(store.list().map((toast) => toast.id)).toEqual(['two'])
  })

  it('leave by themselves after their duration', () => {
    vi.useFakeTimers()
    const store = createToastStore()
    store.push({ message: '잠시 보이는 알림' })
    vi.advanceTimersByTime(3499)
    expect(store.list()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(store.list()).toHaveLength(0)
  })

  it('start the time again when replaced by id', () => {
    vi.useFakeTimers()
    const store = createToastStore()
    store.push({ message: '처음', id: 'x' })
    vi.advanceTimersByTime(3000)
    store.push({ message: '다시', id: 'x' })
    vi.advanceTimersByTime(3000)
    expect(store.list().map((toast) => toast.message)).toEqual(['다시'])
  })

  it('tell their listeners about every change', () => {
    const store = createToastStore()
    const listener = vi.fn()
    store.subscribe(listener)
    store.push({ message: '하나', id: 'one' })
    store.remove('one')
    store.remove('one')
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
