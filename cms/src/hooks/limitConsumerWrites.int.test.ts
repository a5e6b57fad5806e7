import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { sharedLimiters } from '@/lib/rateLimits'
import { customerOf, json, png } from '@/test/fixtures'
import { signUpConsumer } from '@/test/firebase'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'
import { CONSUMER_WRITE_LIMITS } from './limitConsumerWrites'

// A consumer may write to the CMS directly, around the storefront and its limits: the CMS counts
// each customer's writes, each client's, and the bytes a customer uploads in a day.
describe('consumer writes to the CMS are limited', () => {
  let payload: Payload
  let staff: { user: User; headers: Record<string, string> }
  const client = (n: number) => ({ 'x-forwarded-for': `198.19.${Math.floor(n / 250)}.${(n % 250) + 1}` })
  let visitor = 0

  beforeAll(async () => {
    payload = await testPayload()
    staff = await staffSession(payload, 'staff')
  })

  afterAll(() => removeUsers(payload, [staff.user]))

  it(`refuses a customer's write past ${CONSUMER_WRITE_LIMITS.perCustomer.points} in ten minutes with a Korean 429, from any address, and changes nothing`, async () => {
    const consumer = await signUpConsumer()
    const customer = await customerOf(consumer)
    const { points } = CONSUMER_WRITE_LIMITS.perCustomer
    // Each a new address: the customer's own budget is what runs out. Each a write the CMS takes.
    const rename = (name: string) => rest(`/customers/${customer.id}`, json('PATCH', { name }, { ...consumer.headers, ...client(++visitor) }))
    const statuses: number[] = []
    for (let i = 0; i < points; i += 1) statuses.push((await rename(`고객 ${i}`)).status)
    expect(statuses.filter((status) => status !== 200)).toEqual([])
    const before = await payload.findByID({ collection: 'customers', id: customer.id })
    const refused = await rename('한도 넘은 이름')
    expect(refused.status).toBe(429)
    expect((await refused.json()).errors[0].message).toMatch(/^요청이 너무 많습니다\. \d+분 후에 다시 시도해 주세요\.$/)
    expect((await payload.findByID({ collection: 'customers', id: customer.id })).name).toBe(before.name)
  })

  it('answers many writes of one customer at once: counting them takes none of the writes’ connections', async () => {
    const consumer = await signUpConsumer()
    const survey = await payload.create({
      collection: 'surveys',
      data: {
        slug: `at-once-${Date.now()}`,
        _status: 'published',
        title: '동시 응답',
        opensAt: new Date(Date.now() - 60_000).toISOString(),
        requiresLogin: false,
        questions: [{ blockType: 'rating', question: '만족도', required: true, scale: '5' }],
      },
    })
    const answers = [{ question: survey.questions[0]!.id, value: 5 }]
    // More than Payload's pool holds (10): each write keeps one for its transaction while it is counted.
    const statuses = await Promise.all(
      Array.from(
        { length: 16 },
        async () => (await rest('/survey-responses', json('POST', { survey: survey.id, answers }, { ...consumer.headers, ...client(++visitor) }))).status,
      ),
    )
    expect(statuses.filter((status) => status !== 201)).toEqual([])
  })

  it('counts every customer writing from one address against that address, but not the writes refused to one customer', async () => {
    const address = client(++visitor)
    const [hammering, other, last] = await Promise.all([signUpConsumer(), signUpConsumer(), signUpConsumer()])
    const [hammered, otherCustomer, lastCustomer] = await Promise.all([customerOf(hammering), customerOf(other), customerOf(last)])
    const rename = (consumer: typeof other, id: number, name: string) => rest(`/customers/${id}`, json('PATCH', { name }, { ...consumer.headers, ...address }))
    // The address's budget spent by other customers but for the hammering customer's writes and three more.
    const writes = sharedLimiters(payload)('cms-write:customer', CONSUMER_WRITE_LIMITS.perCustomer)
    await writes.consume(String(hammered.id), CONSUMER_WRITE_LIMITS.perCustomer.points - 2)
    await sharedLimiters(payload)('cms-write:client', CONSUMER_WRITE_LIMITS.perClient).consume(
      address['x-forwarded-for'],
      CONSUMER_WRITE_LIMITS.perClient.points - 5,
    )
    // One customer hammering: two writes pass, twenty are refused, and only the two count against the address.
    const statuses: number[] = []
    for (let i = 0; i < 22; i += 1) statuses.push((await rename(hammering, hammered.id, `고객 ${i}`)).status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(2)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20)
    // The address's last three writes are another customer's; then it is refused to everyone there.
    for (let i = 0; i < 3; i += 1) expect((await rename(other, otherCustomer.id, `다른 고객 ${i}`)).status).toBe(200)
    const refused = await rename(last, lastCustomer.id, '마지막 고객')
    expect(refused.status).toBe(429)
    expect((await refused.json()).errors[0].message).toMatch(/^요청이 너무 많습니다\. \d+분 후에 다시 시도해 주세요\.$/)
  })

  it('counts the consumer endpoints that write as writes: past the limit, neither an identity verification starts nor the account closes', async () => {
    const consumer = await signUpConsumer()
    const customer = await customerOf(consumer)
    const writes = sharedLimiters(payload)('cms-write:customer', CONSUMER_WRITE_LIMITS.perCustomer)
    await writes.consume(String(customer.id), CONSUMER_WRITE_LIMITS.perCustomer.points)
    for (const endpoint of ['identity/start', 'identity', 'anonymise']) {
      const response = await rest(`/customers/me/${endpoint}`, json('POST', {}, { ...consumer.headers, ...client(++visitor) }))
      expect(response.status, endpoint).toBe(429)
      expect((await response.json()).errors[0].message).toMatch(/^요청이 너무 많습니다\./)
    }
    const after = await payload.findByID({ collection: 'customers', id: customer.id, depth: 0 })
    expect(after.identity?.pendingId ?? null).toBeNull()
    expect(after.anonymisedAt ?? null).toBeNull()
  })

  it('leaves staff unlimited', async () => {
    const address = client(++visitor)
    for (let i = 0; i <= CONSUMER_WRITE_LIMITS.perCustomer.points; i += 1) {
      const response = await rest(`/users/${staff.user.id}`, json('PATCH', { name: `직원 ${i}` }, { ...staff.headers, ...address }))
      expect(response.status).toBe(200)
    }
  })

  it("refuses an upload past the customer's bytes for the day with a Korean 429, and stores no file", async () => {
    const consumer = await signUpConsumer()
    const customer = await customerOf(consumer)
    const image = new Blob([new Uint8Array((await png(64, 64)).data)], { type: 'image/png' })
    // The day's budget, all but one byte less than this photo already used (counted where the CMS counts it).
    const bytes = sharedLimiters(payload)('cms-upload-bytes:customer', CONSUMER_WRITE_LIMITS.uploadBytesPerDay)
    await bytes.consume(String(customer.id), CONSUMER_WRITE_LIMITS.uploadBytesPerDay.points - image.size + 1)
    const body = new FormData()
    body.append('file', image, 'photo.png')
    body.append('_payload', JSON.stringify({ kind: 'photo' }))
    const before = await payload.count({ collection: 'attachments', where: { customer: { equals: customer.id } } })
    const response = await rest('/attachments', { method: 'POST', body, headers: { ...consumer.headers, ...client(++visitor) } })
    expect(response.status).toBe(429)
    expect((await response.json()).errors[0].message).toBe('오늘 올릴 수 있는 파일 용량을 모두 사용했습니다. 내일 다시 올려 주세요.')
    expect(await payload.count({ collection: 'attachments', where: { customer: { equals: customer.id } } })).toEqual(before)
  })
})
