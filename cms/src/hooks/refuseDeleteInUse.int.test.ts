// Nothing in use can be deleted: per collection, a record others point at is refused (409, in
// Korean, naming what points at it) and stays, with the links to it; one nothing points at goes.
import { randomUUID } from 'node:crypto'
import config from '@payload-config'
import type { CollectionSlug, FlattenedField, Payload, SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Customer, Device, Product, Shop, User } from '@/payload-types'
import { createProduct, createShop, createTradeInEvent, customerOf, json, registerDevice } from '@/test/fixtures'
import type { Consumer } from '@/test/firebase'
import { verifiedConsumer } from '@/test/identity'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'
import type { Reference } from './refuseDeleteInUse'

const DAY = 24 * 60 * 60 * 1000

/** Paths of the relationship and upload fields in `fields` that point at `slug` alone (groups, arrays and named tabs followed). */
function pointingAt(fields: FlattenedField[], slug: string, prefix = ''): string[] {
  return fields.flatMap((field) => {
    if ((field.type === 'relationship' || field.type === 'upload') && field.relationTo === slug) return [`${prefix}${field.name}`]
    return 'flattenedFields' in field ? pointingAt(field.flattenedFields, slug, `${prefix}${field.name}.`) : []
  })
}

describe('deleting what is in use', () => {
  let payload: Payload
  let admin: { user: User; headers: Record<string, string> }
  let owner: Consumer
  let customer: Customer
  let product: Product
  let shop: Shop
  let device: Device

  const remove = (collection: CollectionSlug, id: number) => rest(`/${collection}/${id}`, { method: 'DELETE', headers: admin.headers })
  const exists = async (collection: CollectionSlug, id: number) => (await payload.count({ collection, where: { id: { equals: id } } })).totalDocs === 1
  async function expectRefused(collection: CollectionSlug, id: number, naming: RegExp) {
    const response = await remove(collection, id)
    expect(response.status).toBe(409)
    expect((await response.json()).errors[0].message).toMatch(naming)
    expect(await exists(collection, id)).toBe(true)
  }

  beforeAll(async () => {
    payload = await testPayload()
    admin = await staffSession(payload, 'admin')
    owner = await verifiedConsumer(payload, '김사용')
    customer = await customerOf(owner)
    product = await createProduct(payload, { warrantyMonths: 12, tradeInEligible: true })
    shop = await createShop(payload, ['service', 'trade-in'])
    device = await registerDevice(payload, customer, product)
  })
  afterAll(() => removeUsers(payload, [admin.user]))

  it('counts every relationship of the schema that points at a guarded collection', async () => {
    const { collections } = await (config as unknown as Promise<SanitizedConfig>)
    const guarded = collections.flatMap(({ slug, hooks }) => {
      const hook = hooks.beforeDelete.find((each) => 'references' in each) as { references: Reference[] } | undefined
      return hook ? [{ slug, references: hook.references }] : []
    })
    expect(guarded.map(({ slug }) => slug).sort()).toEqual(['customers', 'devices', 'products', 'serials', 'shops', 'surveys', 'trade-in-events'])
    for (const { slug, references } of guarded) {
      const schema = collections.flatMap((other) => pointingAt(other.flattenedFields, slug).map((path) => `${other.slug}.${path}`))
      expect(references.map(({ collection, field }) => `${collection}.${field}`).sort(), slug).toEqual(schema.sort())
    }
  })

  it('refuses a product with registered devices and serials, and deletes one without', async () => {
    await expectRefused('products', product.id, /^삭제할 수 없습니다\. 등록 기기 1건, 시리얼 번호 1건이 연결되어 있습니다\.$/)
    const unused = await createProduct(payload)
    expect((await remove('products', unused.id)).status).toBe(200)
    expect(await exists('products', unused.id)).toBe(false)
  })

  it('refuses a serial a registered device points at; the device keeps it', async () => {
    const serial = (await payload.findByID({ collection: 'devices', id: device.id, depth: 0 })).serial as number
    await expectRefused('serials', serial, /등록 기기 1건/)
    expect((await payload.findByID({ collection: 'devices', id: device.id, depth: 0 })).serial).toBe(serial)
  })

  it('refuses a shop, a device and a customer an A/S request points at', async () => {
    const filed = await rest(
      '/service-requests',
      json('POST', { device: device.id, symptom: 'power', description: '전원이 켜지지 않습니다.', method: 'visit', shop: shop.id }, owner.headers),
    )
    expect(filed.status).toBe(201)
    await expectRefused('shops', shop.id, /A\/S 신청 1건/)
    await expectRefused('devices', device.id, /A\/S 신청 1건/)
    await expectRefused('customers', customer.id, /등록 기기 1건, A\/S 신청 1건/)
  })

  it('refuses a survey with responses and a trade-in event with requests', async () => {
    const survey = await payload.create({
      collection: 'surveys',
      data: {
        slug: `in-use-${randomUUID().slice(0, 8)}`,
        _status: 'published',
        title: '사용 중인 설문',
        opensAt: new Date(Date.now() - DAY).toISOString(),
        requiresLogin: false,
        questions: [{ blockType: 'rating', question: '만족도', required: true, scale: '5' }],
      },
    })
    const answered = await rest('/survey-responses', json('POST', { survey: survey.id, answers: [{ question: survey.questions[0]!.id, value: 5 }] }))
    expect(answered.status).toBe(201)
    await expectRefused('surveys', survey.id, /설문 응답 1건/)

    const event = await createTradeInEvent(payload, product, { title: '사용 중인 보상 판매' })
    const other = await registerDevice(payload, customer, product)
    const tradeIn = await rest(
      '/trade-ins',
      json(
        'POST',
        { event: event.id, device: other.id, condition: { exterior: 'worn', powersOn: true, accessories: true }, method: 'visit', shop: shop.id },
        owner.headers,
      ),
    )
    expect(tradeIn.status, await tradeIn.clone().text()).toBe(201)
    await expectRefused('trade-in-events', event.id, /보상 판매 신청 1건/)
    await expectRefused('products', product.id, /보상 판매 이벤트 1건/)
  })
})
