// The outbox of status mails against the real mail catcher (stand-ins/mail): a status change
// never waits for the mail, and a mail the server refuses is sent again later.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product, Shop, User } from '@/payload-types'
import { createProduct, createShop, customerOf, json, registerDevice } from '@/test/fixtures'
import { signUpConsumer } from '@/test/firebase'
import { DEFAULT_BRAND_NAME } from '@/globals/Site/brand'
import { mailsTo } from '@/test/mail'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'

const catcher = process.env.MAIL_CATCHER_URL!
const refusedTo = async (address: string): Promise<number> => (await (await fetch(`${catcher}/refused?to=${encodeURIComponent(address)}`)).json()).count
const refuseNext = (address: string, count: number) => fetch(`${catcher}/fail-next?to=${encodeURIComponent(address)}&count=${count}`, { method: 'POST' })

describe('A/S status mails', () => {
  let payload: Payload
  let product: Product
  let shop: Shop
  let staff: { user: User; headers: Record<string, string> }

  beforeAll(async () => {
    payload = await testPayload()
    product = await createProduct(payload, { warrantyMonths: 12 })
    shop = await createShop(payload, ['service'])
    staff = await staffSession(payload, 'staff')
  })
  afterAll(() => removeUsers(payload, [staff.user]))

  async function fileRequest() {
    const owner = await signUpConsumer('김메일')
    const device = await registerDevice(payload, await customerOf(owner), product)
    const body = { device: device.id, symptom: 'power', description: '전원이 켜지지 않습니다.', method: 'visit', shop: shop.id }
    return { owner, response: await rest('/service-requests', json('POST', body, owner.headers)) }
  }

  const jobsOf = async (request: number) =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'statusMail' } },
        sort: 'createdAt',
        pagination: false,
        overrideAccess: true,
      })
    ).docs.filter((job) => (job.input as { request?: number } | null)?.request === request)

  it('mails the customer on filing and on every change, in Korean, with the number, the note and a link', async () => {
    const { owner, response } = await fileRequest()
    const { doc } = await response.json()
    expect(
      (await rest(`/service-requests/${doc.id}`, json('PATCH', { status: 'received', statusNote: '매장에서 기기를 받았습니다.' }, staff.headers))).status,
    ).toBe(200)

    await expect
      .poll(async () => (await mailsTo(owner.email)).map((mail) => mail.subject), { timeout: 30_000 })
      .toEqual([expect.stringContaining(`A/S ${doc.number} 접수 대기`), expect.stringContaining(`A/S ${doc.number} 접수 완료`)])
    const received = (await mailsTo(owner.email))[1]
    // One name for us in the whole mail, the site settings' brand: its subject, its sender and its signature.
    const brandName = (await payload.findGlobal({ slug: 'site' })).brandName || DEFAULT_BRAND_NAME
    expect(received.subject).toMatch(new RegExp(`^\\[${brandName}\\] `))
    expect(received.fromName).toBe(`${brandName} 고객센터`)
    expect(received.text.trim().endsWith(`${brandName} 드림`)).toBe(true)
    expect(received.text).toContain('김메일 고객님')
    expect(received.text).toContain('안내: 매장에서 기기를 받았습니다.')
    expect(received.text).toContain(`/user/service/view/${doc.id}`)
  })

  it('a bulk change from the list moves only the requests it is allowed for, one by one, and mails each of them', async () => {
    const [first, second, done] = await Promise.all([fileRequest(), fileRequest(), fileRequest()])
    const [a, b, c] = await Promise.all([first, second, done].map(async ({ response }) => (await response.json()).doc))
    for (const status of ['received', 'in-repair', 'completed']) {
      expect((await rest(`/service-requests/${c.id}`, json('PATCH', { status }, staff.headers))).status).toBe(200)
    }
    // What the admin list's "edit selected" sends: one PATCH for every chosen request.
    const bulk = await rest(
      `/service-requests?where[id][in]=${[a.id, b.id, c.id].join(',')}`,
      json('PATCH', { status: 'received', statusNote: '매장에서 기기를 받았습니다.' }, staff.headers),
    )
    const answer = await bulk.json()
    expect(answer.docs.map((doc: { id: number }) => doc.id).sort()).toEqual([a.id, b.id].sort())
    expect(answer.errors).toEqual([expect.objectContaining({ id: c.id, message: "'수리 완료' 상태에서 '접수 완료'(으)로 바꿀 수 없습니다." })])
    expect((await payload.findByID({ collection: 'service-requests', id: c.id })).status).toBe('completed')
    for (const [{ owner }, doc] of [
      [first, a],
      [second, b],
    ] as const) {
      await expect
        .poll(async () => (await mailsTo(owner.email)).map((mail) => mail.subject), { timeout: 30_000 })
        .toContainEqual(expect.stringContaining(`A/S ${doc.number} 접수 완료`))
    }
    // The refused one is mailed nothing more: its own mails arrive in order, the last being 수리 완료.
    await expect
      .poll(async () => (await mailsTo(done.owner.email)).map((mail) => mail.subject), { timeout: 30_000 })
      .toContainEqual(expect.stringContaining(`A/S ${c.number} 수리 완료`))
    expect((await mailsTo(done.owner.email)).filter((mail) => mail.subject.includes(`${c.number} 접수 완료`))).toHaveLength(1)
  })

  it('retries a mail the server refused, and the status change does not wait for it', async () => {
    const owner = await signUpConsumer('이재시도')
    // The server is "down" for this customer's first two mails.
    await refuseNext(owner.email, 2)
    const device = await registerDevice(payload, await customerOf(owner), product)
    const filed = await rest(
      '/service-requests',
      json(
        'POST',
        {
          device: device.id,
          symptom: 'leak',
          description: '누액이 생깁니다.',
          method: 'mail',
          returnAddress: { name: '이재시도', phone: '010-1234-5678', postalCode: '04524', address: '서울 중구 세종대로 110' },
        },
        owner.headers,
      ),
    )
    expect(filed.status).toBe(201)
    const { doc } = await filed.json()

    // Waiting in the outbox while the server refuses it.
    expect((await jobsOf(doc.id)).length).toBe(1)
    // Refused twice, then delivered: once, with no second copy; then the outbox is empty.
    await expect.poll(async () => (await mailsTo(owner.email)).length, { timeout: 60_000, interval: 500 }).toBe(1)
    expect(await refusedTo(owner.email)).toBe(2)
    expect((await mailsTo(owner.email))[0].subject).toContain(doc.number)
    await expect.poll(async () => (await jobsOf(doc.id)).length, { timeout: 10_000 }).toBe(0)
  })

  it('keeps the status change when the mail cannot go out at all', async () => {
    const { owner, response } = await fileRequest()
    const { doc } = await response.json()
    await refuseNext(owner.email, 100)
    const changed = await rest(`/service-requests/${doc.id}`, json('PATCH', { status: 'rejected', statusNote: '보증 대상이 아닙니다.' }, staff.headers))
    expect(changed.status).toBe(200)
    expect((await payload.findByID({ collection: 'service-requests', id: doc.id })).status).toBe('rejected')
    // Waiting in the outbox, not lost.
    expect((await jobsOf(doc.id)).map((job) => job.input)).toContainEqual(expect.objectContaining({ request: doc.id }))
    await refuseNext(owner.email, 0)
  })

  it('keeps the outbox closed over the API: nobody reads or writes jobs, and only an admin may run them', async () => {
    const { owner } = await fileRequest()
    for (const headers of [owner.headers, staff.headers, {}]) {
      expect((await rest('/payload-jobs', { headers })).status, 'read').toBe(403)
      expect((await rest('/payload-jobs', json('POST', { taskSlug: 'statusMail', input: { request: 1, entry: 'x' } }, headers))).status, 'create').toBe(403)
      expect((await rest('/payload-jobs/run', { headers })).status, 'run').not.toBe(200)
    }
  })
})
