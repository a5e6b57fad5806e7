// The list search boxes find records by what a caller says (fields/searchKeys.ts): a serial, the
// customer's e-mail, name or phone with or without hyphens, a request number with or without its
// prefix. Searched exactly as the admin list searches (mergeListSearchAndWhere), on the real database.
import type { CollectionSlug, Payload } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Customer, Device, Product, ServiceRequest } from '@/payload-types'
import { anonymiseCustomer } from '@/collections/Customers/anonymise/anonymiseCustomer'
import { createProduct, createTradeInEvent, customerOf, registerDevice, unique } from '@/test/fixtures'
import { signUpConsumer } from '@/test/firebase'
import { rest, staffSession, testPayload } from '@/test/payload'

/** A mobile number, written with hyphens, that no other test is likely to use. */
function anotherPhone(): string {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0')
  return `010-${digits.slice(0, 4)}-${digits.slice(4)}`
}

describe('search by what people say', () => {
  let payload: Payload
  let product: Product
  let customer: Customer
  let device: Device
  let request: ServiceRequest
  let phone: string
  let name: string

  /** The ids the admin list shows for `search` in `collection`, as staff see it. */
  async function listSearch(collection: CollectionSlug, search: string): Promise<number[]> {
    const where = mergeListSearchAndWhere({ collectionConfig: payload.collections[collection].config, search })
    const { docs } = await payload.find({ collection, where, depth: 0, limit: 50, overrideAccess: false, user: await staff() })
    return docs.map((doc) => doc.id as number)
  }
  let staffUser: Awaited<ReturnType<typeof staffSession>>['user'] | undefined
  const staff = async () => (staffUser ??= (await staffSession(payload, 'staff')).user)

  beforeAll(async () => {
    payload = await testPayload()
    product = await createProduct(payload)
    const consumer = await signUpConsumer()
    // A name and phone no other test has: each search must find this customer's records only.
    phone = anotherPhone()
    name = `검색${unique()}`
    customer = await payload.update({ collection: 'customers', id: (await customerOf(consumer)).id, data: { name, phone } })
    device = await registerDevice(payload, customer, product)
    request = await payload.create({
      collection: 'service-requests',
      data: {
        device: device.id,
        customer: customer.id,
        symptom: 'power',
        description: '전원 버튼이 눌리지 않습니다.',
        method: 'mail',
        returnAddress: { name: '김수령', phone: '02-555-0101', postalCode: '04524', address: '서울 중구 세종대로 110' },
        status: 'requested',
      },
    })
  })

  it('finds an A/S request by serial, e-mail, name, phone with or without hyphens, and its number with or without the prefix', async () => {
    const withoutPrefix = request.number!.replace(/^AS-/, '')
    for (const search of [device.serialNumber, customer.email!, name, phone, phone.replaceAll('-', ''), request.number!, withoutPrefix, `${name} ${phone}`]) {
      expect(await listSearch('service-requests', search), search).toEqual([request.id])
    }
    // What the request says is still searched, and a search for nothing of theirs finds nothing.
    expect(await listSearch('service-requests', `${name} 전원 버튼`)).toEqual([request.id])
    expect(await listSearch('service-requests', `${name} 배터리`)).toEqual([])
  })

  it('takes a whole e-mail address to mean that customer exactly, however it is capitalised, not one whose address contains it', async () => {
    const other = await customerOf(await signUpConsumer())
    await payload.update({ collection: 'customers', id: other.id, data: { email: `kim.${customer.email}` } })
    const otherRequest = await payload.create({
      collection: 'service-requests',
      data: {
        device: (await registerDevice(payload, other, product)).id,
        customer: other.id,
        symptom: 'power',
        description: '전원이 켜지지 않습니다.',
        method: 'mail',
        returnAddress: request.returnAddress,
        status: 'requested',
      },
    })
    for (const search of [customer.email!, ` ${customer.email!.toUpperCase()} `]) {
      expect(await listSearch('service-requests', search), search).toEqual([request.id])
      expect(await listSearch('customers', search), search).toEqual([customer.id])
      expect(await listSearch('devices', search), search).toEqual([device.id])
    }
    expect(await listSearch('service-requests', `kim.${customer.email}`)).toEqual([otherRequest.id])
    // Part of an address is still searched as words.
    expect((await listSearch('service-requests', customer.email!.split('@')[0]!)).sort()).toEqual([request.id, otherRequest.id].sort())
  })

  it('finds the device, the customer and a trade-in by the customer’s phone', async () => {
    const event = await createTradeInEvent(payload, product)
    const otherDevice = await registerDevice(payload, customer, product)
    const tradeIn = await payload.create({
      collection: 'trade-ins',
      data: { event: event.id, device: otherDevice.id, customer: customer.id, condition: { exterior: 'clean' }, method: 'mail', status: 'requested' },
    })
    expect(await listSearch('trade-ins', phone)).toEqual([tradeIn.id])
    expect(await listSearch('trade-ins', tradeIn.number!.replace(/^TI-/, ''))).toEqual([tradeIn.id])
    expect((await listSearch('devices', phone.replaceAll('-', ''))).sort()).toEqual([device.id, otherDevice.id].sort())
    expect(await listSearch('devices', otherDevice.serialNumber)).toEqual([otherDevice.id])
    expect(await listSearch('customers', phone)).toEqual([customer.id])
  })

  it('follows a customer’s new phone onto their records, and an anonymised customer is found by nothing they were', async () => {
    const before = phone
    phone = anotherPhone()
    await payload.update({ collection: 'customers', id: customer.id, data: { phone } })
    expect(await listSearch('service-requests', phone)).toEqual([request.id])
    expect(await listSearch('service-requests', before)).toEqual([])

    await anonymiseCustomer(payload, customer.id)
    for (const search of [customer.email!, name, phone]) {
      for (const collection of ['service-requests', 'trade-ins', 'devices', 'customers'] as const) {
        expect(await listSearch(collection, search), `${collection}: ${search}`).toEqual([])
      }
    }
    // The request itself is still found by its number and serial.
    expect(await listSearch('service-requests', request.number!)).toEqual([request.id])
    expect(await listSearch('service-requests', device.serialNumber)).toEqual([request.id])
  })

  it('is staff’s only: a consumer neither reads the keys nor searches by them', async () => {
    const consumer = await signUpConsumer()
    const own = await customerOf(consumer)
    const mine = await registerDevice(payload, own, product)
    const read = await (await rest(`/devices/${mine.id}`, { headers: consumer.headers })).json()
    expect(read.serialNumber).toBe(mine.serialNumber)
    expect(read).not.toHaveProperty('searchKeys')
    const searched = await rest(`/devices?where[searchKeys][like]=${encodeURIComponent(mine.serialNumber)}`, { headers: consumer.headers })
    // Payload refuses a query on a field the caller cannot read: a 400, and no records.
    expect(searched.status).toBe(400)
    expect(await searched.json()).not.toHaveProperty('docs')
  })
})
