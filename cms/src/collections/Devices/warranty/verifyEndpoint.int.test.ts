import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Customer, Product } from '@/payload-types'
import { limitOf, RATE_LIMITS } from '@storefront/rules/rate-limit-budgets'
import { formatWarrantyCode } from '@storefront/rules/warranty-code'
import { sharedLimiters } from '@/lib/rateLimits'
import { createProduct, customerOf, registerDevice } from '@/test/fixtures'
import { type Consumer, signUpConsumer } from '@/test/firebase'
import { rest, testPayload } from '@/test/payload'

const DAY = 24 * 60 * 60 * 1000
let visitors = 0
/** A check by a visitor of its own (X-Forwarded-For), whatever other tests used of the shared limit. */
const verify = async (code: string, client = `198.18.${Math.floor(++visitors / 250)}.${(visitors % 250) + 1}`) =>
  rest(`/devices/verify?code=${encodeURIComponent(code)}`, { headers: { 'x-forwarded-for': client } })

describe('GET /api/devices/verify: anyone checks a warranty certificate by its code', () => {
  let payload: Payload
  let product: Product
  let owner: Consumer
  let customer: Customer

  beforeAll(async () => {
    payload = await testPayload()
    product = await createProduct(payload, { warrantyMonths: 12 })
    owner = await signUpConsumer()
    customer = await customerOf(owner)
  })

  it('gives each registration its own code, which nobody can set or change', async () => {
    const [one, two] = [await registerDevice(payload, customer, product), await registerDevice(payload, customer, product)]
    expect(one.warrantyCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/)
    expect(two.warrantyCode).not.toBe(one.warrantyCode)
    await rest(`/devices/${one.id}`, {
      method: 'PATCH',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ warrantyCode: 'AAAAAAAAAAAA' }),
    })
    expect((await payload.findByID({ collection: 'devices', id: one.id })).warrantyCode).toBe(one.warrantyCode)
  })

  it('says a valid certificate is valid, with the model, a masked serial and the days, and nothing about the owner', async () => {
    const device = await registerDevice(payload, customer, product)
    const response = await verify(formatWarrantyCode(device.warrantyCode!).toLowerCase())
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.json()
    expect(body).toEqual({
      result: 'valid',
      device: {
        productName: product.name,
        serialNumber: `${device.serialNumber.slice(0, 4)}${'*'.repeat(device.serialNumber.length - 6)}${device.serialNumber.slice(-2)}`,
        purchaseDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        warrantyEnd: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
      // No service program covers this unit.
      programs: [],
    })
    expect(JSON.stringify(body)).not.toContain(owner.email)
    expect(JSON.stringify(body)).not.toContain(device.serialNumber)
  })

  it('says when the warranty has ended, when the registration is no longer active, and when no certificate has the code', async () => {
    const old = await registerDevice(payload, customer, product, new Date(Date.now() - 400 * DAY))
    expect(await (await verify(old.warrantyCode!)).json()).toMatchObject({ result: 'expired' })
    const revoked = await registerDevice(payload, customer, product)
    await payload.update({ collection: 'devices', id: revoked.id, data: { status: 'revoked', statusNote: '도난 신고' } })
    expect(await (await verify(revoked.warrantyCode!)).json()).toMatchObject({ result: 'inactive' })
    expect(await (await verify('0000-0000-0000')).json()).toEqual({ result: 'unknown', message: expect.stringMatching(/보증서가 없습니다/) })
    expect(await (await verify('12345')).json()).toEqual({ result: 'bad-format', message: expect.stringMatching(/12자리/) })
  })

  it('stops a client walking through codes', async () => {
    const client = '198.51.100.77'
    // All but the last five checks of its budget spent beforehand, as a walk through codes would.
    const { points } = RATE_LIMITS.warrantyCheck.perAddress
    await sharedLimiters(payload)('warranty-check:client', limitOf(RATE_LIMITS.warrantyCheck.perAddress)).consume(client, points - 5)
    const answers = []
    for (let index = 0; index < 5; index++) answers.push((await verify('0000-0000-0000', client)).status)
    expect(answers.every((status) => status === 200)).toBe(true)
    const refused = await verify('0000-0000-0000', client)
    expect(refused.status).toBe(429)
    expect((await refused.json()).message).toMatch(/^보증서 확인 요청이 너무 많습니다/)
  })
})
