// Helpers of the trade-in journeys: an event of their own, made through the CMS as a manager would.
import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect } from '@playwright/test'
import { type cmsAsAdmin, fromStorefront } from './support'

type Admin = Awaited<ReturnType<typeof cmsAsAdmin>>
const DAY = 24 * 60 * 60 * 1000

/**
 * A published event taking VP-AIR for 50,000 won at grade A (35,000 at B, 10,000 at C), running
 * unless told otherwise, once the storefront shows it (it reads the CMS's content version at most
 * once a second). `extra` sets more of the event, e.g. how it pays.
 */
export async function eventFor(
  admin: Admin,
  storefront: APIRequestContext,
  { limit = 1, startsIn = -DAY, endsIn = 10 * DAY, extra = {} as Record<string, unknown> } = {},
) {
  const { docs } = await (await admin.get('/api/products?where[code][equals]=VP-AIR&depth=0')).json()
  const title = `E2E 보상 판매 ${randomUUID().slice(0, 8)}`
  const response = await admin.post('/api/trade-in-events', {
    title,
    summary: '쓰던 기기를 보내 주시면 보상해 드립니다.',
    startsAt: new Date(Date.now() + startsIn).toISOString(),
    endsAt: new Date(Date.now() + endsIn).toISOString(),
    eligibleProducts: [{ product: docs[0].id, credit: 50_000, creditB: 35_000, creditC: 10_000 }],
    perCustomerLimit: limit,
    _status: 'published',
    ...extra,
  })
  expect(response.status(), 'trade-in event').toBe(201)
  const id = (await response.json()).doc.id as number
  await expect.poll(async () => (await storefront.get(`/trade-in/${id}`)).status(), { message: `/trade-in/${id} on the storefront` }).toBe(200)
  return { id, title }
}

/**
 * A mail-in trade-in of `serialNumber` filed through the storefront's form post, as its page sends
 * it (JSON asked for). The same `idempotencyKey` twice is the same form sent again.
 */
export function fileMailInTradeIn(storefront: APIRequestContext, eventId: number, serialNumber: string, idempotencyKey: string = randomUUID()) {
  return storefront.post('/api/trade-in/request', {
    multipart: {
      event: String(eventId),
      serialNumber,
      idempotencyKey,
      exterior: 'clean',
      powersOn: 'yes',
      accessories: 'yes',
      method: 'mail',
      terms: 'accepted',
    },
    headers: { ...fromStorefront, accept: 'application/json' },
  })
}
