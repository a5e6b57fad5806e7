// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'

// A fresh module per test: whether this page is outdated is state of the module.
async function load() {
  vi.resetModules()
  return import('./new-build')
}

const answering = (body: unknown) => vi.fn(async () => Response.json(body)) as unknown as typeof fetch

beforeEach(() => sessionStorage.clear())

describe('the latest-build manifest', () => {
  it('is asked for at /builds/latest.json with a timestamp, bypassing caches', async () => {
    const { checkForNewBuild } = await load()
    const fetchLatest = answering({ id: 'test-build' })
    await checkForNewBuild(fetchLatest)
    expect(fetchLatest).toHaveBeenCalledWith(expect.stringMatching(/^\/builds\/latest\.json\?ts=\d+$/), { cache: 'no-store' })
  })

  it('marks the page outdated only when the build id differs from the one it runs', async () => {
    const { checkForNewBuild } = await load()
    delete document.documentElement.dataset.newBuild
    expect(await checkForNewBuild(answering({ id: 'test-build' }))).toBe(false)
    expect(document.documentElement.dataset.newBuild).toBeUndefined()
    expect(await checkForNewBuild(answering({ id: 'next-build' }))).toBe(true)
    expect(document.documentElement.dataset.newBuild).toBe('waiting-for-navigation')
  })

  it('shrugs off a failed check', async () => {
    const { checkForNewBuild } = await load()
    const failing = vi.fn(async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch
    expect(await checkForNewBuild(failing)).toBe(false)
  })
})

describe('the reload on the next navigation', () => {
  it('does not happen while the build is current', async () => {
    const { claimReloadForNewBuild } = await load()
    expect(claimReloadForNewBuild('/shops')).toBe(false)
  })

  it('happens once the build changed', async () => {
    const { checkForNewBuild, claimReloadForNewBuild } = await load()
    await checkForNewBuild(answering({ id: 'next-build' }))
    expect(claimReloadForNewBuild('/shops', 1_000)).toBe(true)
  })

  it('happens at most once per path within 10 seconds', async () => {
    const { checkForNewBuild, claimReloadForNewBuild, RELOAD_GUARD_MS } = await load()
    expect(RELOAD_GUARD_MS).toBe(10_000)
    await checkForNewBuild(answering({ id: 'next-build' }))
    expect(claimReloadForNewBuild('/shops', 1_000)).toBe(true)
    expect(claimReloadForNewBuild('/device/register', 2_000)).toBe(true)
    expect(claimReloadForNewBuild('/shops', 10_999)).toBe(false)
    expect(claimReloadForNewBuild('/device/register', 11_999)).toBe(false)
    expect(claimReloadForNewBuild('/shops', 11_000)).toBe(true)
  })

  it('remembers the last reload across the reload itself (session storage)', async () => {
    const first = await load()
    await first.checkForNewBuild(answering({ id: 'next-build' }))
    expect(first.claimReloadForNewBuild('/shops', 1_000)).toBe(true)
    const afterReload = await load()
    await afterReload.checkForNewBuild(answering({ id: 'newer-build' }))
    expect(afterReload.claimReloadForNewBuild('/shops', 2_000)).toBe(false)
  })
})

describe('mayReload', () => {
  it('allows a path never reloaded, or reloaded 10 s ago or more', async () => {
    const { mayReload } = await load()
    expect(mayReload({}, '/a', 0)).toBe(true)
    expect(mayReload({ '/b': 0 }, '/a', 1)).toBe(true)
    expect(mayReload({ '/a': 0 }, '/a', 10_000)).toBe(true)
    expect(mayReload({ '/a': 0 }, '/a', 9_999)).toBe(false)
  })
})
