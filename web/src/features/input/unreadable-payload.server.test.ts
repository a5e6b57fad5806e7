import { toJSON } from 'seroval'
import { describe, expect, it } from 'vitest'
import { refuseUnreadablePayload } from './unreadable-payload.server'

const get = (payload: string) => new Request(`http://localhost/_serverFn/x?payload=${encodeURIComponent(payload)}`)
const post = (body: string) => new Request('http://localhost/_serverFn/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body })

describe('refuseUnreadablePayload', () => {
  it("lets through what Start's client sends", async () => {
    const payload = JSON.stringify(toJSON({ data: { id: 3, tags: new Set(['a']) }, context: {} }))
    expect(await refuseUnreadablePayload(get(payload))).toBeNull()
    expect(await refuseUnreadablePayload(post(payload))).toBeNull()
    expect(await refuseUnreadablePayload(new Request('http://localhost/_serverFn/x'))).toBeNull()
  })

  it('refuses with a Korean 400 what is not JSON, not Seroval, or nested past the stack', async () => {
    const deep = `{"t":${'{"t":9,"i":1,"a":['.repeat(50_000)}{"t":0,"s":1}${'],"o":0}'.repeat(50_000)},"f":127,"m":[]}`
    for (const payload of ['', '{', '{"t":10}', '{"t":{"t":99,"s":1},"f":127,"m":[]}', deep]) {
      const response = await refuseUnreadablePayload(post(payload))
      expect(response?.status, payload.slice(0, 40)).toBe(400)
      expect((await response!.json()).message).toMatch(/[가-힣]/)
    }
  })

  it('refuses with a Korean 413 a body past what any payload takes, without reading it whole', async () => {
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20))
      },
    })
    const request = new Request('http://localhost/_serverFn/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: endless,
      duplex: 'half',
    } as RequestInit)
    const response = await refuseUnreadablePayload(request)
    expect(response?.status).toBe(413)
    expect((await response!.json()).message).toMatch(/[가-힣]/)
    expect(sent).toBeLessThan(8 * 1024 * 1024)
  })
})
