import { describe, expect, it } from 'vitest'
import { serveWhileReloading } from './serve-while-reloading'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('serving the last value while a newer one loads', () => {
  it('waits on the first load', async () => {
    let finish!: (value: string) => void
    const get = serveWhileReloading(() => new Promise<string>((resolve) => (finish = resolve)))
    let settled = false
    const first = get().then((value) => {
      settled = true
      return value
    })
    await tick()
    expect(settled).toBe(false)
    finish('v1')
    expect(await first).toBe('v1')
  })

  it('gives the old value during a reload, and the new one once it is in', async () => {
    let nextLoad = Promise.resolve('v1')
    const get = serveWhileReloading(() => nextLoad)
    expect(await get()).toBe('v1')

    // The content version moved: the loader takes a while for the new list.
    let finish!: (value: string) => void
    nextLoad = new Promise((resolve) => (finish = resolve))
    expect(await get()).toBe('v1')
    finish('v2')
    await tick()
    expect(await get()).toBe('v2')
  })

  it('keeps serving the old value when a reload fails', async () => {
    let nextLoad = Promise.resolve('v1')
    const get = serveWhileReloading(() => nextLoad)
    expect(await get()).toBe('v1')
    nextLoad = Promise.reject(new Error('CMS down'))
    expect(await get()).toBe('v1')
    await tick()
    expect(await get()).toBe('v1')
  })

  it('lets a failed first load fail the request', async () => {
    const get = serveWhileReloading(() => Promise.reject(new Error('CMS down')))
    await expect(get()).rejects.toThrow('CMS down')
  })
})
