import { describe, expect, it } from 'vitest'
import { stubLocalServerEnv } from '~/test/local-server-env'

// Renders in turns (docs/decisions/0078).
stubLocalServerEnv()
const { createRenderSlots, TOO_BUSY_MESSAGE, tooBusyResponse } = await import('./render-slots.server')

/** A render that finishes when the test says so. */
function pending() {
  let finish!: (response: Response) => void
  const promise = new Promise<Response>((resolve) => (finish = resolve))
  return { render: () => promise, finish }
}

describe('render slots', () => {
  it('starts the next render only once the one before has been read to its end', async () => {
    const slots = createRenderSlots({ concurrency: 1, maxWaiting: 5 })
    const first = pending()
    let secondStarted = false
    const one = slots.run(first.render)!
    const two = slots.run(async () => ((secondStarted = true), new Response('two')))!
    first.finish(new Response('one'))
    const response = await one
    await new Promise((resolve) => setTimeout(resolve, 5))
    // Rendered, but its page not yet read: still its turn.
    expect(secondStarted).toBe(false)
    expect(await response.text()).toBe('one')
    expect(await (await two).text()).toBe('two')
    expect(secondStarted).toBe(true)
  })

  it('ends a turn when the body is cancelled, or a render fails', async () => {
    const slots = createRenderSlots({ concurrency: 1, maxWaiting: 5 })
    await (await slots.run(async () => new Response('cancelled'))!).body!.cancel()
    await expect(slots.run(async () => Promise.reject(new Error('render failed')))!).rejects.toThrow('render failed')
    expect(await (await slots.run(async () => new Response('next'))!).text()).toBe('next')
  })

  it('starts nothing once maxWaiting renders wait', async () => {
    const slots = createRenderSlots({ concurrency: 1, maxWaiting: 2 })
    const first = pending()
    const runs = [slots.run(first.render), slots.run(async () => new Response('a')), slots.run(async () => new Response('b'))]
    expect(runs.map((run) => run !== null)).toEqual([true, true, true])
    expect(slots.stats()).toEqual({ active: 1, waiting: 2 })
    expect(slots.run(async () => new Response('c'))).toBeNull()
    first.finish(new Response('one'))
    await (await runs[0]!)!.text()
  })

  it('says so in a 503 with a short Korean page and when to try again', async () => {
    const response = tooBusyResponse()
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('1')
    expect(await response.text()).toContain(TOO_BUSY_MESSAGE)
  })
})
