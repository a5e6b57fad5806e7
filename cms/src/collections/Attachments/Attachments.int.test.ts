import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { createProduct, createSerial, json, png } from '@/test/fixtures'
import { type Consumer, emulator, signUpConsumer } from '@/test/firebase'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'
import { ATTACHMENT_MAX_BYTES } from '.'

const upload = (file: Blob, name: string, headers: Record<string, string>) => {
  const body = new FormData()
  body.append('file', file, name)
  body.append('_payload', JSON.stringify({ kind: 'receipt' }))
  return rest('/attachments', { method: 'POST', body, headers })
}

describe.skipIf(!emulator)('attachments: private consumer uploads', () => {
  let payload: Payload
  let owner: Consumer
  let other: Consumer
  let staff: { user: User; headers: Record<string, string> }
  let image: Blob

  beforeAll(async () => {
    payload = await testPayload()
    ;[owner, other] = await Promise.all([signUpConsumer(), signUpConsumer()])
    staff = await staffSession(payload, 'staff')
    image = new Blob([new Uint8Array((await png(64, 64)).data)], { type: 'image/png' })
  })

  afterAll(() => removeUsers(payload, [staff.user]))

  it('stores a receipt as the uploader’s, readable — file included — by them and staff only', async () => {
    const response = await upload(image, 'receipt.png', owner.headers)
    expect(response.status).toBe(201)
    const { doc } = await response.json()
    const file = `/attachments/file/${doc.filename}`
    expect((await rest(file, { headers: owner.headers })).status).toBe(200)
    expect((await rest(file, { headers: staff.headers })).status).toBe(200)
    expect([403, 404]).toContain((await rest(file, { headers: other.headers })).status)
    expect([403, 404]).toContain((await rest(file)).status)
    expect((await rest(`/attachments/${doc.id}`, { headers: other.headers })).status).toBe(404)
  })

  it('refuses files that are too large or not images or PDFs', async () => {
    const big = new Blob([new Uint8Array(ATTACHMENT_MAX_BYTES + 1)], { type: 'image/png' })
    expect((await upload(big, 'huge.png', owner.headers)).status).toBe(413)
    const text = new Blob(['<script>alert(1)</script>'], { type: 'text/html' })
    expect((await upload(text, 'page.html', owner.headers)).status).toBe(400)
  })

  it('refuses someone else’s upload as a device receipt', async () => {
    const { doc } = await (await upload(image, 'theirs.png', other.headers)).json()
    const serial = await createSerial(payload, await createProduct(payload))
    const body = { serialNumber: serial.serialNumber, purchaseDate: new Date().toISOString(), receipt: doc.id }
    const response = await rest('/devices', json('POST', body, owner.headers))
    expect(response.status).toBe(400)
    expect((await response.json()).errors[0].message).toBe('본인이 올린 파일만 첨부할 수 있습니다.')
  })
})
