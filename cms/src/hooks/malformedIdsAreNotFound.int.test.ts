// A document address with an id no row can have (a word, a fraction, past the integer column) is
// a client's mistake: the 404 every missing document gets, never a database error answered as 500.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createShop, json } from '@/test/fixtures'
import { type Consumer, signUpConsumer } from '@/test/firebase'
import { rest, staffSession, testPayload } from '@/test/payload'

const MALFORMED = ['abc', '1.5', '-1', '0', '1e3', '99999999999', '%20']

describe('malformed document ids', () => {
  let payload: Payload
  let admin: Record<string, string>
  let consumer: Consumer

  beforeAll(async () => {
    payload = await testPayload()
    admin = (await staffSession(payload, 'admin')).headers
    consumer = await signUpConsumer()
  })

  it.each(['shops', 'posts', 'products', 'pages', 'surveys'])('GET /api/%s/<malformed> is a 404 to anyone', async (collection) => {
    for (const id of MALFORMED) {
      const response = await rest(`/${collection}/${id}`)
      expect(response.status, `${collection}/${id}`).toBe(404)
    }
  })

  it.each(['service-requests', 'trade-ins', 'devices', 'survey-responses', 'customers'])(
    'GET /api/%s/<malformed> is a 404 to a customer and to staff, versions included where none are kept',
    async (collection) => {
      for (const id of [...MALFORMED, 'versions', 'versions/1']) {
        for (const headers of [consumer.headers, admin]) {
          const response = await rest(`/${collection}/${id}`, { headers })
          expect(response.status, `${collection}/${id}`).toBe(404)
        }
      }
    },
  )

  it('PATCH and DELETE of a malformed id change nothing and answer 404; a well-formed id still finds its document', async () => {
    const shop = await createShop(payload, ['service'])
    const before = await payload.count({ collection: 'shops' })
    for (const id of ['abc', '1.5', '99999999999']) {
      const patched = await rest(`/shops/${id}`, json('PATCH', { name: '바뀐 이름' }, admin))
      expect(patched.status, `PATCH shops/${id}`).toBe(404)
      const deleted = await rest(`/shops/${id}`, { method: 'DELETE', headers: admin })
      expect(deleted.status, `DELETE shops/${id}`).toBe(404)
    }
    expect(await payload.count({ collection: 'shops' })).toEqual(before)
    const found = await rest(`/shops/${shop.id}`)
    expect(found.status).toBe(200)
    expect(((await found.json()) as { name: string }).name).toBe(shop.name)
  })
})
