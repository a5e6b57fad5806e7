import { describe, expect, it } from 'vitest'
import { readFormUpTo, readTextUpTo } from './bounded-body.server'

/** A body that never ends (a script streaming gigabytes), counting what was taken from it. */
function endlessBody(prefix: string) {
  const taken = { bytes: 0 }
  const encoder = new TextEncoder()
  let started = false
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = started ? new Uint8Array(64 * 1024) : encoder.encode(prefix)
      started = true
      taken.bytes += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { body, taken }
}

const multipart = (body: BodyInit | ReadableStream, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/service/request', {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=b', ...headers },
    body,
    duplex: 'half',
  } as RequestInit)

describe('bodies read up to a bound', () => {
  it('reads a form within the bound', async () => {
    const form = new FormData()
    form.set('symptom', 'no-power')
    form.set('photos', new File([new Uint8Array(1000)], 'a.jpg', { type: 'image/jpeg' }))
    const read = await readFormUpTo(new Request('http://localhost/', { method: 'POST', body: form }), 10_000)
    expect(read).toBeInstanceOf(FormData)
    expect((read as FormData).get('symptom')).toBe('no-power')
    expect(((read as FormData).get('photos') as File).size).toBe(1000)
  })

  it('refuses a body whose declared length passes the bound without reading any of it', async () => {
    const { body, taken } = endlessBody('--b\r\n')
    expect(await readFormUpTo(multipart(body, { 'content-length': String(60 * 1024 * 1024) }), 1024 * 1024)).toBe('too-large')
    expect(taken.bytes).toBeLessThan(1024 * 1024)
  })

  it('stops reading an undeclared body at the bound', async () => {
    const { body, taken } = endlessBody('--b\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n')
    expect(await readFormUpTo(multipart(body), 1024 * 1024)).toBe('too-large')
    expect(taken.bytes).toBeLessThan(2 * 1024 * 1024)
    const text = endlessBody('{"t":')
    expect(await readTextUpTo(new Request('http://localhost/', { method: 'POST', body: text.body, duplex: 'half' } as RequestInit), 1024 * 1024)).toBe(
      'too-large',
    )
    expect(text.taken.bytes).toBeLessThan(2 * 1024 * 1024)
  })

  it('answers null for what is not a form', async () => {
    expect(await readFormUpTo(multipart('not a form'), 1024)).toBeNull()
    expect(await readFormUpTo(new Request('http://localhost/', { method: 'POST' }), 1024)).toBeNull()
  })
})
