import { describe, expect, it, vi } from 'vitest'
import { cachedLoader } from './ttl-cache'

function setup() {
  let time = 0
  const load = vi.fn<() => Promise<number>>()
  const get = cachedLoader(load, 1000, () => time)
  return { load, get, advance: (ms: number) => (time += ms) }
}

describe('cachedLoader', () => {
  it('reuses a value within the TTL', async () => {
    const { load, get, advance } = setup()
    load.mockResolvedValue(1)
    expect(await get()).toBe(1)
    advance(999)
    expect(await get()).toBe(1)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('serves the old value after the TTL while it refreshes in the background', async () => {
    const { load, get, advance } = setup()
    load.mockResolvedValueOnce(1).mockResolvedValueOnce(2)
    await get()
    advance(1000)
    expect(await get()).toBe(1)
    expect(load).toHaveBeenCalledTimes(2)
    expect(await get()).toBe(2)
  })

  it('shares one load between concurrent callers', async () => {
    const { load, get } = setup()
    load.mockResolvedValue(1)
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps the old value when a refresh fails, and retries on the next call', async () => {
    const { load, get, advance } = setup()
    load.mockResolvedValueOnce(1).mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(3)
    await get()
    advance(1000)
    expect(await get()).toBe(1)
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2))
    expect(await get()).toBe(1)
    expect(await get()).toBe(3)
  })

  it('fails when nothing was ever loaded, and retries on the next call', async () => {
    const { load, get } = setup()
    load.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(2)
    await expect(get()).rejects.toThrow('down')
    expect(await get()).toBe(2)
  })
})
