// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppLoaderState } from './app-loader'
import { replayClickMadeBeforeHydration } from './after-hydration'

const loaderState = () => window as Window & AppLoaderState

afterEach(() => {
  document.body.innerHTML = ''
  vi.useRealTimers()
})

describe('a click made before the app loaded', () => {
  it('is made again once React answers the button, and once only', async () => {
    document.body.innerHTML = '<button type="button">가까운 순</button>'
    const button = document.querySelector('button')!
    const clicks = vi.fn()
    button.addEventListener('click', clicks)
    loaderState().storefrontPendingClick = button
    replayClickMadeBeforeHydration()
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(clicks).not.toHaveBeenCalled()

    Object.assign(button, { __reactProps$test: {} })
    await expect.poll(() => clicks.mock.calls.length).toBe(1)
    expect(loaderState().storefrontPendingClick).toBeUndefined()
    replayClickMadeBeforeHydration()
    expect(clicks).toHaveBeenCalledTimes(1)
  })
})
