import { describe, expect, it, vi } from 'vitest'
import { createContentCache } from './content-cache.server'

function setup(initialVersion: string | null = 'v1') {
  let time = 0
  let version: string | null | Error = initialVersion
  const ticks: Array<() => void> = []
  const fetchVersion = vi.fn(async () => {
    if (version instanceof Error) throw version
    return version
  })
  const cache = createContentCache({
    fetchVersion,
    pollMs: 1000,
    ttlMs: 10_000,
    now: () => time,
    schedule: (tick) => ticks.push(tick),
  })
  const load = vi.fn<() => Promise<string>>()
  const get = cache.piece(load)
  return {
    cache,
    get,
    load,
    fetchVersion,
    ticks,
    setVersion: (next: string | null | Error) => (version = next),
    advance: (ms: number) => (time += ms),
  }
}

describe('public content keyed by the CMS content version', () => {
  it('loads once and serves from memory while the version stays the same', async () => {
    const { get, load, cache } = setup()
    load.mockResolvedValue('footer v1')
    expect(await get()).toBe('footer v1')
    await cache.poll()
    expect(await get()).toBe('footer v1')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads again on the first request after the version moved', async () => {
    const { get, load, cache, setVersion } = setup()
    load.mockResolvedValueOnce('old').mockResolvedValueOnce('edited')
    await get()
    setVersion('v2')
    await cache.poll()
    expect(await get()).toBe('edited')
    expect(await get()).toBe('edited')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('reloads what it holds as soon as the version moves, before anyone asks for it', async () => {
    const { get, load, cache, setVersion } = setup()
    load.mockResolvedValueOnce('old').mockResolvedValueOnce('edited')
    await get()
    setVersion('v2')
    await cache.poll()
    // No request since the edit: the staff member who made it and opens the page first sees it.
    expect(load).toHaveBeenCalledTimes(2)
    await vi.waitFor(() => expect(cache.holdsCurrent()).toBe(true))
    expect(await get()).toBe('edited')
    expect(load).toHaveBeenCalledTimes(2)
    // A poll that finds the same version reloads nothing.
    await cache.poll()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('answers with the old content while reloading only in the second after the version moved; later a read waits for the new', async () => {
    const { get, load, cache, setVersion, advance } = setup()
    load.mockResolvedValueOnce('old')
    await get({ serveWhileReloading: true })
    let finish!: (value: string) => void
    load.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)))
    setVersion('v2')
    await cache.poll()
    expect(cache.holdsCurrent()).toBe(false)
    advance(999)
    expect(await get({ serveWhileReloading: true })).toBe('old')
    advance(1)
    let answered: string | undefined
    const later = get({ serveWhileReloading: true }).then((value) => (answered = value))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(answered).toBeUndefined()
    finish('edited')
    await later
    expect(answered).toBe('edited')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('polls the version on a schedule of pollMs, started by the first request', async () => {
    const { get, load, ticks, fetchVersion } = setup()
    load.mockResolvedValue('x')
    expect(ticks).toHaveLength(0)
    await get()
    expect(ticks).toHaveLength(1)
    expect(fetchVersion).toHaveBeenCalledTimes(1)
    ticks[0]!()
    expect(fetchVersion).toHaveBeenCalledTimes(2)
  })

  it('shares one load between concurrent callers', async () => {
    const { get, load } = setup()
    load.mockResolvedValue('x')
    expect(await Promise.all([get(), get(), get()])).toEqual(['x', 'x', 'x'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps the old content when a reload after an edit fails, and tries again a poll later', async () => {
    const { get, load, cache, setVersion, advance } = setup()
    load.mockResolvedValueOnce('old').mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('edited')
    await get()
    setVersion('v2')
    await cache.poll()
    expect(await get()).toBe('old')
    expect(await get()).toBe('old')
    expect(load).toHaveBeenCalledTimes(2)
    advance(1000)
    expect(await get()).toBe('edited')
  })

  it('keeps the last known version while the CMS cannot be reached', async () => {
    const { get, load, cache, setVersion } = setup()
    load.mockResolvedValue('x')
    await get()
    setVersion(new Error('ECONNREFUSED'))
    await cache.poll()
    await get()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('falls back to a TTL with background refresh when the CMS has no version endpoint', async () => {
    const { get, load, advance } = setup(null)
    load.mockResolvedValueOnce('first').mockResolvedValueOnce('second')
    expect(await get()).toBe('first')
    advance(9_999)
    expect(await get()).toBe('first')
    expect(load).toHaveBeenCalledTimes(1)
    advance(1)
    expect(await get()).toBe('first')
    expect(load).toHaveBeenCalledTimes(2)
    expect(await get()).toBe('second')
  })

  it('fails when nothing was ever loaded, and tries again on the next request', async () => {
    const { get, load } = setup()
    load.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('x')
    await expect(get()).rejects.toThrow('down')
    expect(await get()).toBe('x')
  })
})

describe('what a piece says about the version of what it answers', () => {
  function staleSetup(read = {}) {
    let version = 'v1'
    const stale = vi.fn()
    const cache = createContentCache({ fetchVersion: async () => version, pollMs: 1000, ttlMs: 10_000, schedule: () => {}, onStale: stale })
    const load = vi.fn<() => Promise<string>>()
    const piece = cache.piece(load)
    return { cache, stale, load, get: () => piece(read), setVersion: (next: string) => (version = next) }
  }

  it('serves the old value while a slow reload runs, says it is stale, and the new one once it is in', async () => {
    const { cache, stale, load, get, setVersion } = staleSetup({ serveWhileReloading: true })
    load.mockResolvedValueOnce('old')
    expect(await get()).toBe('old')
    expect(stale).not.toHaveBeenCalled()

    let finish!: (value: string) => void
    load.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)))
    setVersion('v2')
    await cache.poll()
    expect(await get()).toBe('old')
    expect(await get()).toBe('old')
    expect(stale).toHaveBeenCalledTimes(2)
    expect(load).toHaveBeenCalledTimes(2)
    finish('edited')
    await vi.waitFor(async () => expect(await get()).toBe('edited'))
    const calls = stale.mock.calls.length
    expect(await get()).toBe('edited')
    expect(stale).toHaveBeenCalledTimes(calls)
  })

  it('waits on the first load even when serving while reloading, and a failed reload keeps the old value', async () => {
    const { cache, load, get, setVersion, stale } = staleSetup({ serveWhileReloading: true })
    load.mockRejectedValueOnce(new Error('down'))
    await expect(get()).rejects.toThrow('down')
    load.mockResolvedValueOnce('old').mockRejectedValue(new Error('still down'))
    expect(await get()).toBe('old')
    setVersion('v2')
    await cache.poll()
    expect(await get()).toBe('old')
    expect(await get()).toBe('old')
    expect(stale).toHaveBeenCalledTimes(2)
  })

  it('says stale when a failed reload falls back to the old content', async () => {
    const { cache, load, get, setVersion, stale } = staleSetup()
    load.mockResolvedValueOnce('old').mockRejectedValueOnce(new Error('down'))
    await get()
    setVersion('v2')
    await cache.poll()
    expect(await get()).toBe('old')
    expect(stale).toHaveBeenCalledTimes(1)
  })

  it('polls again after the poll under way when asked to while it runs (an announced edit is not missed)', async () => {
    let answer!: (version: string) => void
    const fetchVersion = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)))
    const cache = createContentCache({ fetchVersion, pollMs: 1000, ttlMs: 10_000, schedule: () => {} })
    const started = cache.currentVersion()
    void cache.poll()
    void cache.poll()
    answer('v1')
    expect(await started).toBe('v1')
    await vi.waitFor(() => expect(fetchVersion).toHaveBeenCalledTimes(2))
    answer('v2')
    await vi.waitFor(async () => expect(await cache.currentVersion()).toBe('v2'))
    expect(fetchVersion).toHaveBeenCalledTimes(2)
  })
})
