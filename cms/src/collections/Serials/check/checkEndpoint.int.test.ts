import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '@/payload-types'
import { limitOf, RATE_LIMITS } from '@storefront/rules/rate-limit-budgets'
import { sharedLimiters } from '@/lib/rateLimits'
import { createProduct, createSerial, json } from '@/test/fixtures'
import { rest, testPayload } from '@/test/payload'

/** A check from one client address (X-Forwarded-For, as Next fills it with no proxy of ours in front). */
const checkFrom = (client: string, body: Record<string, unknown>) => rest('/serials/check', json('POST', body, { 'x-forwarded-for': client }))
let visitors = 0
/** A check by a visitor of its own, whatever other tests' checks used of the shared limit. */
const check = async (body: Record<string, unknown>) => (await checkFrom(`198.19.${Math.floor(++visitors / 250)}.${(visitors % 250) + 1}`, body)).json()

describe('POST /api/serials/check: the genuineness check of /device/register, for visitors', () => {
  let payload: Payload
  let plain: Product
  let coded: Product

  beforeAll(async () => {
    payload = await testPayload()
    ;[plain, coded] = await Promise.all([createProduct(payload), createProduct(payload, { hasAuthCode: true })])
  })

  it('says a typed serial can be registered, naming its product', async () => {
    const serial = await createSerial(payload, plain)
    expect(await check({ serialNumber: ` ${serial.serialNumber.toLowerCase().replace('-', ' ')} ` })).toEqual({
      result: 'ok',
      product: {
        id: plain.id,
        name: plain.name,
        code: plain.code,
        hasAuthCode: false,
        warrantyMonths: 12,
        releasedOn: null,
        image: { url: expect.stringMatching(/^\/api\/media\/file\//), alt: '테스트 제품' },
      },
    })
  })

  it('says a serial is not written like one without looking it up', async () => {
    expect(await check({ serialNumber: 'AB' })).toEqual({ result: 'bad-format', message: expect.stringMatching(/^일련번호는 영문과 숫자 6–32자/) })
    expect(await check({})).toMatchObject({ result: 'bad-format' })
  })

  it('asks for the code under the label, and checks it', async () => {
    const serial = await createSerial(payload, coded, 'K7Q2M9')
    expect(await check({ serialNumber: serial.serialNumber })).toMatchObject({ result: 'code-required', product: { hasAuthCode: true } })
    expect(await check({ serialNumber: serial.serialNumber, authCode: 'K7Q2M8' })).toMatchObject({ result: 'code-mismatch' })
    expect(await check({ serialNumber: serial.serialNumber, authCode: 'k7q2m9' })).toMatchObject({ result: 'ok' })
  })

  it('refuses unknown, blocked and registered serials with the message to show', async () => {
    expect(await check({ serialNumber: 'NOT-A-SERIAL' })).toEqual({ result: 'unknown', message: expect.stringMatching(/^정품 일련번호가 아닙니다/) })
    const blocked = await createSerial(payload, plain)
    await payload.update({ collection: 'serials', id: blocked.id, data: { status: 'blocked' } })
    expect(await check({ serialNumber: blocked.serialNumber })).toMatchObject({ result: 'blocked', message: expect.any(String) })
    const registered = await createSerial(payload, plain)
    await payload.update({ collection: 'serials', id: registered.id, data: { status: 'registered' } })
    expect(await check({ serialNumber: registered.serialNumber })).toMatchObject({ result: 'registered', message: '이미 정품 등록된 제품입니다.' })
  })

  it('refuses an 11th check of one serial within 15 minutes, in Korean, from any address and however it is typed', async () => {
    const serial = await createSerial(payload, coded, 'K7Q2M9')
    for (let i = 0; i < 10; i++) {
      const response = await checkFrom(`192.0.2.${i}`, { serialNumber: serial.serialNumber, authCode: `WRONG${i}` })
      expect(response.status).toBe(200)
    }
    // Typed as people type it (lower case, spaces): the same serial, the same budget.
    const typed = serial.serialNumber.toLowerCase().replace(/-/g, ' ')
    const refused = await checkFrom('192.0.2.200', { serialNumber: typed, authCode: 'K7Q2M9' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({
      result: 'rate-limited',
      message: expect.stringMatching(/^정품 확인 요청이 너무 많습니다\. \d+분 후에 다시 시도해 주세요\.$/),
    })
    // Other serials are not held back by it.
    const other = await createSerial(payload, plain)
    expect(await (await checkFrom('192.0.2.201', { serialNumber: other.serialNumber })).json()).toMatchObject({ result: 'ok' })
  })

  it(`refuses a client walking through serial numbers after ${RATE_LIMITS.serialCheck.perAddress.points} checks, and only that client`, async () => {
    // All but the last five checks of its budget spent beforehand, as the walk so far would have.
    const { points } = RATE_LIMITS.serialCheck.perAddress
    await sharedLimiters(payload)('serial-check:client', limitOf(RATE_LIMITS.serialCheck.perAddress)).consume('198.51.100.77', points - 5)
    for (let i = 0; i < 5; i++) {
      const response = await checkFrom('198.51.100.77', { serialNumber: `VP-2099-${String(i).padStart(6, '0')}` })
      expect(response.status).toBe(200)
    }
    const refused = await checkFrom('198.51.100.77', { serialNumber: 'VP-2099-000999' })
    expect(refused.status).toBe(429)
    expect((await refused.json()).result).toBe('rate-limited')
    expect((await checkFrom('198.51.100.78', { serialNumber: 'VP-2099-000999' })).status).toBe(200)
  })

  it('does not count the guesses one serial refuses against the address: a shop’s other customers check on', async () => {
    const shop = '198.51.100.90'
    const { points } = RATE_LIMITS.serialCheck.perAddress
    await sharedLimiters(payload)('serial-check:client', limitOf(RATE_LIMITS.serialCheck.perAddress)).consume(shop, points - 12)
    const guessed = await createSerial(payload, coded, 'K7Q2M9')
    const statuses = []
    for (let i = 0; i < 20; i++) statuses.push((await checkFrom(shop, { serialNumber: guessed.serialNumber, authCode: `WRONG${i}` })).status)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - RATE_LIMITS.serialCheck.perSerial.points)
    // Ten of the twenty counted against the shop's address; two checks are left for its customers.
    const [first, second] = [await createSerial(payload, plain), await createSerial(payload, plain)]
    expect(await (await checkFrom(shop, { serialNumber: first.serialNumber })).json()).toMatchObject({ result: 'ok' })
    expect(await (await checkFrom(shop, { serialNumber: second.serialNumber })).json()).toMatchObject({ result: 'ok' })
    expect((await checkFrom(shop, { serialNumber: second.serialNumber })).status).toBe(429)
  })

  it("locks a serial's code after five wrong codes in a row, even to the right code, until staff clear it", async () => {
    // Each serial stays within its 10 checks per 15 minutes (checkLimits), which run before the lock.
    const first = { serialNumber: (await createSerial(payload, coded, 'Q4W8E2')).serialNumber }
    // Four wrong, then the right one: the count starts again, so four more wrong do not lock it.
    for (let round = 0; round < 2; round += 1) {
      for (let n = 0; n < 4; n += 1) expect(await check({ ...first, authCode: 'Q4W8E3' })).toMatchObject({ result: 'code-mismatch' })
      expect(await check({ ...first, authCode: 'Q4W8E2' })).toMatchObject({ result: 'ok' })
    }
    const serial = await createSerial(payload, coded, 'Q4W8E2')
    const body = { serialNumber: serial.serialNumber }
    // Five wrong at once (a guesser in parallel) all count.
    await Promise.all(Array.from({ length: 5 }, (_, n) => check({ ...body, authCode: `ZZZZ${n}` })))
    expect(await check({ ...body, authCode: 'Q4W8E2' })).toMatchObject({ result: 'code-locked', message: expect.stringMatching(/여러 번 잘못/) })
    const locked = await payload.findByID({ collection: 'serials', id: serial.id })
    expect(new Date(locked.codeLockedUntil!).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000)
    // Staff clear the lock after talking to the customer.
    await payload.update({ collection: 'serials', id: serial.id, data: { codeLockedUntil: null } })
    expect(await check({ ...body, authCode: 'q4w8e2' })).toMatchObject({ result: 'ok' })
  })
})
