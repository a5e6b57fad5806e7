import { describe, expect, it, vi } from 'vitest'
import { canPrefetch, limitPreloads, MAX_CONCURRENT_PRELOADS } from './preloads'

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

function setup(connection?: { saveData?: boolean; effectiveType?: string }) {
  const pending: Array<ReturnType<typeof deferred>> = []
  const preloadRoute = vi.fn(() => {
    const next = deferred()
    pending.push(next)
    return next.promise.then(() => undefined)
  })
  const router = { preloadRoute } as never as { preloadRoute: (options: unknown) => Promise<unknown> }
  limitPreloads(router as never, { connection: () => connection })
  return { router, preloadRoute, pending }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('route preloads', () => {
  it('run at most 4 at once; the next starts when one ends', async () => {
    expect(MAX_CONCURRENT_PRELOADS).toBe(4)
    const { router, preloadRoute, pending } = setup()
    const calls = Array.from({ length: 6 }, (_, index) => router.preloadRoute({ to: `/page/${index}` }))
    await settle()
    expect(preloadRoute).toHaveBeenCalledTimes(4)
    pending[0]!.resolve()
    await settle()
    expect(preloadRoute).toHaveBeenCalledTimes(5)
    expect(preloadRoute).toHaveBeenLastCalledWith({ to: '/page/4' })
    pending.slice(1).forEach((preload) => preload.resolve())
    await settle()
    pending.forEach((preload) => preload.resolve())
    await Promise.all(calls)
    expect(preloadRoute).toHaveBeenCalledTimes(6)
  })

  it('are skipped in data-saver mode', async () => {
    const { router, preloadRoute } = setup({ saveData: true, effectiveType: '4g' })
    await router.preloadRoute({ to: '/shops' })
    expect(preloadRoute).not.toHaveBeenCalled()
  })

  it('are skipped on a slow connection', async () => {
    const { router, preloadRoute } = setup({ effectiveType: '2g' })
    await router.preloadRoute({ to: '/shops' })
    expect(preloadRoute).not.toHaveBeenCalled()
  })
})

describe('canPrefetch', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('%j → %s', (connection, expected) => {
    expect(canPrefetch(connection)).toBe(expected)
  })
})
