import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Customer, Product } from '@/payload-types'
import { transferRefusals } from '@storefront/rules/device-transfer'
import { createProduct, createShop, customerOf, json, registerDevice } from '@/test/fixtures'
import { type Consumer, signUpConsumer } from '@/test/firebase'
import { markVerified } from '@/test/identity'
import { rest, testPayload } from '@/test/payload'

describe('a customer hands a device on with a one-time code', () => {
  let payload: Payload
  let product: Product
  let owner: Consumer
  let ownerRecord: Customer
  let recipient: Consumer
  let recipientRecord: Customer

  const offer = (id: number, who = owner) => rest(`/devices/${id}/transfer-offer`, json('POST', {}, who.headers))
  const accept = (code: string, who = recipient, client = `198.18.200.${Math.floor(Math.random() * 250) + 1}`) =>
    rest('/devices/transfer/accept', json('POST', { code }, { ...who.headers, 'x-forwarded-for': client }))
  const messageOf = async (response: Response) => (await response.json()).errors[0].message
  const adult = (customer: Customer) => markVerified(payload, customer.id)

  beforeAll(async () => {
    payload = await testPayload()
    product = await createProduct(payload, { warrantyMonths: 12, hasAuthCode: true })
    ;[owner, recipient] = await Promise.all([signUpConsumer(), signUpConsumer()])
    ;[ownerRecord, recipientRecord] = await Promise.all([customerOf(owner), customerOf(recipient)])
  })

  it('moves the registration to the recipient, with the same warranty end, and keeps the owner’s as history', async () => {
    const device = await registerDevice(payload, ownerRecord, product, new Date(Date.now() - 30 * 24 * 60 * 60 * 1000))
    const made = await offer(device.id)
    expect(made.status).toBe(201)
    const { code, expiresAt } = await made.json()
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(47 * 60 * 60 * 1000)
    // Only the hash is kept: nobody reads the code back.
    expect(JSON.stringify(await (await rest(`/devices/${device.id}`, { headers: owner.headers })).json())).not.toContain(code.replace('-', ''))

    expect(await messageOf(await accept(code))).toBe(transferRefusals.adult)
    await adult(recipientRecord)
    expect(await messageOf(await accept(code, owner))).toBe(transferRefusals.own)
    const taken = await accept(code.toLowerCase())
    expect(taken.status).toBe(200)

    const { docs } = await payload.find({ collection: 'devices', where: { serialNumber: { equals: device.serialNumber } }, sort: 'createdAt', depth: 0 })
    expect(docs.map((each) => [each.status, each.customer])).toEqual([
      ['transferred', ownerRecord.id],
      ['active', recipientRecord.id],
    ])
    expect(docs[1].warrantyEnd).toBe(docs[0].warrantyEnd)
    expect(docs[1].warrantyCode).not.toBe(docs[0].warrantyCode)
    // One use; and the old owner no longer has it among their active devices.
    expect(await messageOf(await accept(code))).toBe(transferRefusals.unknown)
    const mine = await (
      await rest(`/devices?where[status][equals]=active&where[serialNumber][equals]=${device.serialNumber}`, { headers: owner.headers })
    ).json()
    expect(mine.docs).toEqual([])
  })

  it('refuses a stranger’s device, a device under A/S, a withdrawn or replaced code and a mistyped one', async () => {
    const device = await registerDevice(payload, ownerRecord, product)
    expect((await offer(device.id, recipient)).status).toBe(404)
    const first = (await (await offer(device.id)).json()).code
    const second = (await (await offer(device.id)).json()).code
    expect(await messageOf(await accept(first))).toBe(transferRefusals.unknown)
    expect((await rest(`/devices/${device.id}/transfer-offer/withdraw`, json('POST', {}, owner.headers))).status).toBe(200)
    expect(await messageOf(await accept(second))).toBe(transferRefusals.unknown)
    expect(await messageOf(await accept('12'))).toBe(transferRefusals.badFormat)

    const shop = await createShop(payload, ['service'])
    await rest(
      '/service-requests',
      json('POST', { device: device.id, symptom: 'power', description: '전원이 켜지지 않습니다.', method: 'visit', shop: shop.id }, owner.headers),
    )
    expect(await messageOf(await offer(device.id))).toBe(transferRefusals.openRequest)
  })

  it('gives the device to one recipient when two enter the same code at once', async () => {
    const device = await registerDevice(payload, ownerRecord, product)
    const { code } = await (await offer(device.id)).json()
    const other = await signUpConsumer()
    await adult(await customerOf(other))
    const answers = await Promise.all([accept(code), accept(code, other)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
    expect(
      (await payload.count({ collection: 'devices', where: { and: [{ serialNumber: { equals: device.serialNumber } }, { status: { equals: 'active' } }] } }))
        .totalDocs,
    ).toBe(1)
  })
})
