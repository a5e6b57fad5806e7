import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { createProduct, createSerial, customerOf, json, png } from '@/test/fixtures'
import type { Consumer } from '@/test/firebase'
import { verifiedConsumer } from '@/test/identity'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'
import { MAX_UPLOAD_BYTES } from '@storefront/rules/body-limits'
import { ATTACHMENT_MAX_BYTES } from '.'

const upload = (file: Blob | null, name: string, headers: Record<string, string>, data: Record<string, unknown> = {}, query = '') => {
  const body = new FormData()
  if (file) body.append('file', file, name)
  body.append('_payload', JSON.stringify({ kind: 'receipt', ...data }))
  return rest(`/attachments${query}`, { method: 'POST', body, headers })
}

describe('attachments: private consumer uploads', () => {
  let payload: Payload
  let owner: Consumer
  let other: Consumer
  let staff: { user: User; headers: Record<string, string> }
  let image: Blob

  beforeAll(async () => {
    payload = await testPayload()
    ;[owner, other] = await Promise.all([verifiedConsumer(payload), verifiedConsumer(payload)])
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

  it('refuses a file past the largest upload the CMS takes with a 413 in Korean, to consumers and staff alike', async () => {
    const before = await payload.count({ collection: 'attachments' })
    const huge = new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 10 * 1024 * 1024)], { type: 'image/png' })
    for (const headers of [owner.headers, staff.headers]) {
      const response = await upload(huge, 'huge.png', headers)
      expect(response.status).toBe(413)
      expect((await response.json()).errors[0].message).toBe('파일이 너무 큽니다. 20MB 이하로 올려 주세요.')
    }
    expect(await payload.count({ collection: 'attachments' })).toEqual(before)
  })

  it('refuses someone else’s upload as a device receipt', async () => {
    const { doc } = await (await upload(image, 'theirs.png', other.headers)).json()
    const serial = await createSerial(payload, await createProduct(payload))
    const body = { serialNumber: serial.serialNumber, purchaseDate: new Date().toISOString(), receipt: doc.id }
    const response = await rest('/devices', json('POST', body, owner.headers))
    expect(response.status).toBe(400)
    const [refusal] = (await response.json()).errors
    expect(refusal.message).toBe('본인이 올린 파일만 첨부할 수 있습니다.')
    expect(refusal.data.errors).toEqual([{ path: 'receipt', message: refusal.message }])
  })

  it('takes from a consumer a real file and nothing about it: no file names, URLs, sizes or edits', async () => {
    const victim = await (await upload(image, 'victim.png', other.headers)).json()
    const victimFile = `/attachments/file/${victim.doc.filename}`
    const before = Buffer.from(await (await rest(victimFile, { headers: other.headers })).arrayBuffer())
    const count = async () => (await payload.count({ collection: 'attachments' })).totalDocs
    const stored = await count()
    const named = { filename: victim.doc.filename, url: victim.doc.url }
    const crop = '?uploadEdits[crop][x]=0&uploadEdits[crop][y]=0&uploadEdits[crop][width]=50&uploadEdits[crop][height]=50&uploadEdits[crop][unit]=%25'
    const attempts: [string, Promise<Response>][] = [
      ['no file, another customer’s file named, crop', upload(null, '', owner.headers, named, crop)],
      ['no file, focal point', upload(null, '', owner.headers, { ...named, focalX: 10, focalY: 90 })],
      ['no file at all', upload(null, '', owner.headers)],
      ['a remote URL', upload(null, '', owner.headers, { filename: 'big.png', url: 'https://example.com/big.png' })],
      ['a file with a filename', upload(image, 'mine.png', owner.headers, { filename: victim.doc.filename })],
      ['a file with sizes', upload(image, 'mine.png', owner.headers, { sizes: { thumbnail: { filename: victim.doc.filename } } })],
      ['a file with a focal point', upload(image, 'mine.png', owner.headers, { focalX: 1, focalY: 1 })],
      ['a file with upload edits', upload(image, 'mine.png', owner.headers, {}, crop)],
    ]
    for (const [name, attempt] of attempts) {
      const response = await attempt
      expect(response.status, name).toBe(400)
      expect((await response.json()).errors[0].message, name).toMatch(/^(파일 정보는 지정할 수 없습니다\. 파일만 올려 주세요\.|올릴 파일을 골라 주세요\.)$/)
    }
    expect(await count()).toBe(stored)
    const after = Buffer.from(await (await rest(victimFile, { headers: other.headers })).arrayBuffer())
    expect(after.equals(before)).toBe(true)
  })

  it('names each customer’s files after them, so two customers’ files never share a name', async () => {
    const [mine, theirs] = await Promise.all([(await upload(image, 'same.png', owner.headers)).json(), (await upload(image, 'same.png', other.headers)).json()])
    const owners = [await customerOf(owner), await customerOf(other)]
    expect(mine.doc.filename).toMatch(new RegExp(`^c${owners[0].id}-same(-\\d+)?\\.png$`))
    expect(theirs.doc.filename).toMatch(new RegExp(`^c${owners[1].id}-same(-\\d+)?\\.png$`))
    expect(mine.doc.filename).not.toBe(theirs.doc.filename)
  })
})
