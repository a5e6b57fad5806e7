import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '@/payload-types'
import { createProduct, createSerial, json } from '@/test/fixtures'
import { rest, testPayload } from '@/test/payload'

const check = async (body: Record<string, unknown>) => (await rest('/serials/check', json('POST', body))).json()

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
    expect(await check({ serialNumber: ` ${serial.serialNumber.toLowerCase()} ` })).toEqual({
      result: 'ok',
      product: { id: plain.id, name: plain.name, code: plain.code, hasAuthCode: false, warrantyMonths: 12 },
    })
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
})
