import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Product, Survey } from '@/payload-types'
import { identityMessages } from '@storefront/rules/identity'
import { seoulDay } from '@storefront/rules/seoul-date'
import { tradeInRefusals } from '@storefront/rules/trade-in'
import { createProduct, createSerial, createTradeInEvent, customerOf, json, registerDevice } from '@/test/fixtures'
import { type Consumer, signUpConsumer } from '@/test/firebase'
import { person, verifyIdentity } from '@/test/identity'
import { rest, testPayload } from '@/test/payload'

const DAY = 24 * 60 * 60 * 1000
const condition = { exterior: 'clean', powersOn: true, accessories: true }
const messageOf = async (response: Response) => (await response.json()).errors[0].message

describe('adult-only steps take verified adults only, counted per person', () => {
  let payload: Payload
  let product: Product

  const register = async (consumer: Consumer) => {
    const serial = await createSerial(payload, product)
    return rest(
      '/devices',
      json('POST', { serialNumber: serial.serialNumber, purchaseDate: `${seoulDay(new Date())}T03:00:00.000Z`, purchasePlace: '직영점' }, consumer.headers),
    )
  }
  const tradeIn = async (consumer: Consumer, eventId: number) => {
    const device = await registerDevice(payload, await customerOf(consumer), product)
    return rest('/trade-ins', json('POST', { event: eventId, device: device.id, condition, method: 'mail' }, consumer.headers))
  }

  beforeAll(async () => {
    payload = await testPayload()
    product = await createProduct(payload, { tradeInEligible: true })
  })

  it('refuses a device registration and a trade-in of a customer not verified, the checkbox of before included; what they have stays theirs', async () => {
    const [fresh, ticked] = await Promise.all([signUpConsumer(), signUpConsumer()])
    const tickedRecord = await customerOf(ticked)
    await payload.update({
      collection: 'customers',
      id: tickedRecord.id,
      data: { consents: { adultConfirmedAt: new Date(Date.now() - 30 * DAY).toISOString() } },
    })
    const owned = await registerDevice(payload, tickedRecord, product)
    const event = await createTradeInEvent(payload, product)
    for (const consumer of [fresh, ticked]) {
      const refused = await register(consumer)
      expect(refused.status).toBe(403)
      expect(await messageOf(refused)).toBe(identityMessages.required)
      expect(await messageOf(await tradeIn(consumer, event.id))).toBe(identityMessages.required)
    }
    expect((await payload.count({ collection: 'trade-ins', where: { customer: { in: [tickedRecord.id, (await customerOf(fresh)).id] } } })).totalDocs).toBe(0)
    // Not locked out: the device registered before is still theirs to see.
    const { docs } = await (await rest('/devices?depth=0', { headers: ticked.headers })).json()
    expect(docs.map(({ id }: { id: number }) => id)).toContain(owned.id)
    // Verified, the same customer goes on.
    await verifyIdentity(ticked)
    expect((await register(ticked)).status).toBe(201)
  })

  it('holds an event’s 1인당 limit per verified person across accounts, naming the event', async () => {
    const title = `1인 1대 ${randomUUID().slice(0, 6)}`
    const event = await createTradeInEvent(payload, product, { title, perCustomerLimit: 1 })
    const who = person()
    const [first, second, stranger] = await Promise.all([signUpConsumer(), signUpConsumer(), signUpConsumer()])
    await Promise.all([verifyIdentity(first, who), verifyIdentity(second, { ...who, phoneNumber: '010-7777-8888' }), verifyIdentity(stranger)])
    const filed = await tradeIn(first, event.id)
    expect(filed.status).toBe(201)
    const again = await tradeIn(second, event.id)
    expect(again.status).toBe(400)
    expect(await messageOf(again)).toBe(tradeInRefusals.samePerson(title))
    expect(await messageOf(await tradeIn(first, event.id))).toBe(tradeInRefusals.limit(1))
    // Told before any form: the second account learns where the person took part; nobody else learns anything.
    const participation = async (consumer: Consumer) => (await rest(`/trade-ins/participation/${event.id}`, { headers: consumer.headers })).json()
    const firstRecord = await customerOf(first)
    const firstTradeIn = (await filed.json()).doc
    expect(await participation(second)).toEqual({
      counted: 1,
      elsewhere: [
        {
          number: firstTradeIn.number,
          requestedAt: firstTradeIn.createdAt,
          account: `이메일 계정 ${firstRecord.email![0]}***@${firstRecord.email!.split('@')[1]}`,
        },
      ],
    })
    expect(await participation(first)).toEqual({ counted: 1, elsewhere: [] })
    expect(await participation(stranger)).toEqual({ counted: 0, elsewhere: [] })
    expect((await rest(`/trade-ins/participation/${event.id}`)).status).toBe(401)
    expect((await tradeIn(stranger, event.id)).status).toBe(201)
    // A withdrawn request frees the person's place, for whichever of their accounts.
    await rest(`/trade-ins/${firstTradeIn.id}`, json('PATCH', { status: 'cancelled' }, first.headers))
    expect((await tradeIn(second, event.id)).status).toBe(201)
  })

  it('holds the limit per person under two accounts submitting at once', async () => {
    const event = await createTradeInEvent(payload, product, { perCustomerLimit: 1 })
    const who = person()
    const [first, second] = await Promise.all([signUpConsumer(), signUpConsumer()])
    await Promise.all([verifyIdentity(first, who), verifyIdentity(second, who)])
    const answers = await Promise.all([tradeIn(first, event.id), tradeIn(second, event.id)])
    expect(answers.map((response) => response.status).sort()).toEqual([201, 400])
  })

  it('takes an adult-only survey from verified adults, once per person', async () => {
    const survey = (await payload.create({
      collection: 'surveys',
      data: {
        slug: `adult-${randomUUID().slice(0, 8)}`,
        _status: 'published',
        title: '성인 전용 설문',
        opensAt: new Date(Date.now() - DAY).toISOString(),
        requiresLogin: false,
        adultOnly: true,
        questions: [{ blockType: 'rating', question: '만족도', required: true, scale: '5' }],
      },
    })) as Survey
    const answer = (headers: Record<string, string> = {}) =>
      rest('/survey-responses', json('POST', { survey: survey.id, answers: [{ question: survey.questions[0].id, value: 4 }] }, headers))
    expect((await answer()).status).toBe(401)
    const [first, second] = await Promise.all([signUpConsumer(), signUpConsumer()])
    expect(await messageOf(await answer(first.headers))).toBe(identityMessages.required)
    const who = person()
    await Promise.all([verifyIdentity(first, who), verifyIdentity(second, who)])
    expect((await answer(first.headers)).status).toBe(201)
    const twice = await answer(second.headers)
    expect(twice.status).toBe(409)
    expect(await messageOf(twice)).toBe('이미 응답한 설문입니다.')
  })
})
