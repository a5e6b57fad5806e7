// My data (개인정보 보호법 제35조): the signed-in customer downloads everything the CMS holds about
// them, as JSON and as a page to read; nobody else's, and nobody but a signed-in customer.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Customer, Device, Product, TradeInEvent, User } from '@/payload-types'
import { versionsInForce } from '@/globals/Terms/history'
import { firstTermsSeed, termsSeed } from '@/seed/content/terms'
import { createProduct, createTradeInEvent, customerOf, json, png, registerDevice, unique } from '@/test/fixtures'
import { type Consumer, signUpConsumer } from '@/test/firebase'
import { markVerified } from '@/test/identity'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'
import { englishWords } from '@storefront/rules/english-words'
import { koreanDate } from '@storefront/rules/seoul-date'

const DAY = 24 * 60 * 60 * 1000

describe('my data', () => {
  let payload: Payload
  let consumer: Consumer
  let customer: Customer
  let other: Customer
  let owned: Device
  let otherSerial: string
  let product: Product
  let event: TradeInEvent
  let tradedIn: Device
  let staff: { user: User; headers: Record<string, string> }

  beforeAll(async () => {
    payload = await testPayload()
    // Agreements are recorded with the version in force (the latest whose day has come): the terms as
    // seeded, the first version then the current one, where the files before this one left none in force.
    if (Object.values(await versionsInForce(payload)).includes(null))
      for (const data of [firstTermsSeed, termsSeed]) await payload.updateGlobal({ slug: 'terms', data })
    staff = await staffSession(payload, 'staff')
    consumer = await signUpConsumer('내 정보 고객')
    customer = await customerOf(consumer)
    other = await customerOf(await signUpConsumer('다른 고객'))
    product = await createProduct(payload, { tradeInEligible: true })
    event = await createTradeInEvent(payload, product)
    owned = await registerDevice(payload, customer, product, new Date(Date.now() - 40 * DAY))
    tradedIn = await registerDevice(payload, customer, product)
    ;({ serialNumber: otherSerial } = await registerDevice(payload, other, product))
    await markVerified(payload, customer.id)
    const now = new Date().toISOString()
    const as = async (path: string, body: unknown) => {
      const response = await rest(path, json('POST', body, consumer.headers))
      expect(response.status, path).toBe(201)
      return (await response.json()).doc
    }
    const patch = { name: '김보관', noticeChannel: 'email', consents: { termsAcceptedAt: now, privacyAcceptedAt: now, marketingOptIn: true } }
    expect((await rest(`/customers/${customer.id}`, json('PATCH', patch, consumer.headers))).status).toBe(200)
    await as('/data-requests', { kind: 'correct', details: '주소를 고쳐 주세요.' })
    await as('/trade-ins', { event: event.id, device: tradedIn.id, condition: { exterior: 'worn', powersOn: true, accessories: true }, method: 'mail' })
    const returnAddress = { name: '김보관', phone: '010-1234-5678', postalCode: '03154', address: '서울특별시 종로구 종로 1' }
    const request = await as('/service-requests', { device: owned.id, symptom: 'power', description: '켜지지 않아요.', method: 'mail', returnAddress })
    const photo = await payload.create({ collection: 'attachments', data: { kind: 'photo', customer: customer.id }, file: await png() })
    await as('/service-messages', { request: request.id, body: '사진 보내 드려요.', photos: [photo.id] })
    const survey = await payload.create({
      collection: 'surveys',
      data: {
        slug: `my-data-${unique().toLowerCase()}`,
        _status: 'published',
        title: '수리 만족도 설문',
        opensAt: new Date(Date.now() - DAY).toISOString(),
        requiresLogin: true,
        questions: [{ blockType: 'rating', question: '수리에 만족하셨나요?', required: true, scale: '5' }],
      },
    })
    await as('/survey-responses', { survey: survey.id, answers: [{ question: survey.questions[0]!.id, value: 4 }] })
  })

  afterAll(() => removeUsers(payload, [staff.user]))

  it('gives the customer their record, consents, devices and requests as a JSON file, and no one else’s', async () => {
    const response = await rest('/customers/me/data', { headers: consumer.headers })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const data = await response.json()
    expect(data.customer).toMatchObject({ id: customer.id, name: '김보관', email: consumer.email })
    expect(data.customer.consents.privacyAcceptedAt).toBeTruthy()
    expect(data.customer.consentHistory.length).toBeGreaterThanOrEqual(2)
    expect(data.customer.searchKeys).toBeUndefined()
    expect(data.devices.map((device: { serialNumber: string }) => device.serialNumber)).toEqual([owned.serialNumber, tradedIn.serialNumber])
    expect(JSON.stringify(data)).not.toContain(otherSerial)
    expect(data.dataRequests).toEqual([expect.objectContaining({ kind: 'correct', details: '주소를 고쳐 주세요.' })])
    expect(data.dataRequests[0].idempotencyKey).toBeUndefined()
  })

  it('gives the same as a page a customer reads: Korean labels and values, linked records by name, days without times, histories as tables', async () => {
    const response = await rest('/customers/me/data?format=html', { headers: consumer.headers })
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toContain('<h2>등록 기기 (2건)</h2>')
    expect(html).toContain('<th scope="row">이름</th><td>김보관</td>')
    expect(html).not.toContain(otherSerial)
    const row = (label: string) => [...html.matchAll(new RegExp(`<th scope="row">${label}</th><td>([^<]*)</td>`, 'g'))].map(([, value]) => value)

    // Every heading Korean; no value a code, no JSON.
    const headings = [...html.matchAll(/<(th|h1|h2|h3|caption)\b[^>]*>([^<]*)</g)].map(([, , text]) => text!)
    expect(headings.filter((text) => !/[가-힣]/.test(text) || englishWords(text).length > 0)).toEqual([])
    const values = [...html.matchAll(/<td>([^<]*)<\/td>/g)].map(([, value]) => value!)
    expect(values.filter((value) => /^[a-z][a-z_-]*$/.test(value))).toEqual([])
    expect(html).not.toMatch(/<pre|[{[]\s*"|":/)

    // Nested groups as rows of their own, the customer's data all there.
    expect(html).toContain('<th scope="row">인증된 이름</th><td>김인증</td>')
    expect(row('도로명 주소')).toEqual(['서울특별시 종로구 종로 1'])
    // Linked records by their name; a device by its serial and model.
    expect(row('제품')).toContain(product.name)
    expect(row('이벤트')).toEqual([event.title])
    expect(row('기기')).toEqual([`${owned.serialNumber} (${product.name})`, `${tradedIn.serialNumber} (${product.name})`])
    expect(row('설문')).toEqual(['수리 만족도 설문'])
    expect(html).toContain('<td>수리에 만족하셨나요?</td><td>4점</td>')
    // A day is a day in Seoul, with no time.
    expect(row('구입일')).toContain(koreanDate(owned.purchaseDate))
    expect([...row('구입일'), ...row('보증 만료일')].filter((value) => !/^\d{4}년 \d{1,2}월 \d{1,2}일$/.test(value))).toEqual([])
    // The consent history, a table with a row per agreement.
    expect(html).toMatch(
      /<th scope="row">약관 동의 이력<\/th><td><table><thead><tr><th scope="col">문서<\/th><th scope="col">판\(시행일\)<\/th><th scope="col">동의 일시<\/th><\/tr><\/thead><tbody><tr><td>(이용약관|개인정보처리방침)<\/td>/,
    )
  })

  it('is for a signed-in customer only: a visitor and staff are refused', async () => {
    expect((await rest('/customers/me/data')).status).toBe(401)
    expect((await rest('/customers/me/data', { headers: staff.headers })).status).toBe(401)
  })
})
