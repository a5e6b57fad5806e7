import { createHmac, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSolapiStandIn } from './solapi.mjs'

const account = { apiKey: 'NCSTEST', apiSecret: 'test-secret', pfId: 'KA01PF-TEST', senders: ['02-1234-5678'] }
const template = {
  id: 'KA01TP-TEST',
  content: '#{고객명} 고객님, A/S(#{접수번호})가 접수되었습니다.\n진행 상황: https://site.test/#{경로}',
  buttons: [{ name: '진행 상황 보기', link: 'https://site.test/#{경로}' }],
}
const variables = { '#{고객명}': '김고객', '#{접수번호}': 'AS-1', '#{경로}': 'user/service/view/1' }
const text = '김고객 고객님, A/S(AS-1)가 접수되었습니다.\n진행 상황: https://site.test/user/service/view/1'
const buttons = [{ buttonName: '진행 상황 보기', buttonType: 'WL', linkMo: 'https://site.test/user/service/view/1' }]

/** SOLAPI's Authorization header, made as its SDK makes it. */
function signature({ apiKey = account.apiKey, apiSecret = account.apiSecret, date = new Date().toISOString() } = {}) {
  const salt = randomBytes(16).toString('hex')
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${createHmac('sha256', apiSecret)
    .update(date + salt)
    .digest('hex')}`
}

describe('SOLAPI stand-in', () => {
  let server
  let base
  beforeAll(async () => {
    server = createSolapiStandIn({ ...account, templates: [template] })
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${server.address().port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  const send = (messages, authorization = signature()) =>
    fetch(`${base}/messages/v4/send-many/detail`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ messages, showMessageList: true }),
    })
  const alimtalk = (to, overrides = {}) => ({
    to,
    from: '0212345678',
    text,
    type: 'ATA',
    customFields: { noticeKey: `key-${to}` },
    kakaoOptions: { pfId: account.pfId, templateId: template.id, variables, buttons, ...overrides },
  })
  const received = async (to) => (await fetch(`${base}/test/messages?to=${to}`)).json()
  const post = (path) => fetch(`${base}${path}`, { method: 'POST' })

  it('takes a KakaoTalk notice that matches its template and records it with its key', async () => {
    const response = await send([alimtalk('01011110001')])
    expect(response.status).toBe(200)
    const answer = await response.json()
    expect(answer.failedMessageList).toEqual([])
    expect(answer.groupInfo.count).toMatchObject({ total: 1, registeredSuccess: 1, registeredFailed: 0 })
    const [message] = await received('010-1111-0001')
    expect(message).toMatchObject({
      type: 'ATA',
      text,
      templateId: template.id,
      variables,
      customFields: { noticeKey: 'key-01011110001' },
      statusCode: '4000',
      replacement: false,
    })
    expect(answer.messageList).toEqual([expect.objectContaining({ messageId: message.messageId })])
  })

  it('refuses a notice whose text, variables, buttons, template or channel differ from what is registered', async () => {
    const cases = [
      [alimtalk('01011110002', {}), { text: `${text} (광고)` }],
      [alimtalk('01011110002', { variables: { '#{고객명}': '김고객', '#{경로}': 'x' } }), {}],
      [alimtalk('01011110002', { buttons: [{ ...buttons[0], linkMo: 'https://elsewhere.test/' }] }), {}],
      [alimtalk('01011110002', { templateId: 'KA01TP-UNKNOWN' }), {}],
      [alimtalk('01011110002', { pfId: 'KA01PF-OTHER' }), {}],
      [alimtalk('01011110002', {}), { from: '0299998888' }],
    ]
    for (const [message, change] of cases) {
      const answer = await (await send([{ ...message, ...change }])).json()
      expect(answer.failedMessageList, JSON.stringify(change)).toHaveLength(1)
      expect(answer.groupInfo.count).toMatchObject({ total: 1, registeredFailed: 1 })
    }
    const [missing] = (await (await send([alimtalk('01011110002', { variables: { '#{고객명}': '김고객' } })])).json()).failedMessageList
    expect(missing).toMatchObject({ statusCode: '3040', statusMessage: expect.stringContaining('#{접수번호}') })
    expect(await received('01011110002')).toEqual([])
  })

  it('sends the same text as LMS to a number that cannot receive KakaoTalk (대체 발송), and a text message as SMS or LMS by its length', async () => {
    await post('/test/no-kakao?to=010-1111-0003')
    await send([alimtalk('01011110003'), { to: '01011110004', from: '0212345678', text: '짧은 문자' }, { to: '01011110005', from: '0212345678', text }])
    expect(await received('01011110003')).toEqual([expect.objectContaining({ type: 'LMS', text, replacement: true, statusCode: '4000' })])
    expect(await received('01011110004')).toEqual([expect.objectContaining({ type: 'SMS', text: '짧은 문자', replacement: false })])
    expect(await received('01011110005')).toEqual([expect.objectContaining({ type: 'LMS', text })])
  })

  it('lists the messages sent, by number and time or by id, as the SDK reads them', async () => {
    const since = new Date(Date.now() - 1000).toISOString()
    await send([alimtalk('01011110006')])
    const list = async (query) => (await (await fetch(`${base}/messages/v4/list?${query}`, { headers: { authorization: signature() } })).json()).messageList
    const byNumber = Object.values(await list(`to=01011110006&startDate=${encodeURIComponent(since)}`))
    expect(byNumber).toEqual([expect.objectContaining({ customFields: { noticeKey: 'key-01011110006' } })])
    expect(Object.keys(await list(`messageId=${byNumber[0].messageId}`))).toEqual([byNumber[0].messageId])
    expect(await list(`to=01011110006&startDate=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).toEqual({})
  })

  it('lists by group or by several ids, and reports a message the carrier failed when told, with its reason', async () => {
    await post('/test/carrier-fail?to=01011110016&count=2')
    const list = async (query) => (await (await fetch(`${base}/messages/v4/list?${query}`, { headers: { authorization: signature() } })).json()).messageList
    const ids = []
    for (const message of [alimtalk('01011110016'), { to: '01011110016', from: '0212345678', text: '짧은 문자' }, alimtalk('01011110016')])
      ids.push((await (await send([message])).json()).messageList[0].messageId)
    const reported = await list(ids.map((id) => `messageIds=${id}`).join('&'))
    expect(ids.map((id) => reported[id])).toEqual([
      expect.objectContaining({ type: 'ATA', statusCode: '3105', status: 'FAILED', replacement: false, reason: expect.stringMatching(/[가-힣]/) }),
      expect.objectContaining({ type: 'SMS', statusCode: '3018', status: 'FAILED', reason: expect.stringMatching(/[가-힣]/) }),
      expect.objectContaining({ type: 'ATA', statusCode: '4000', status: 'COMPLETE', reason: null }),
    ])
    const { groupId } = reported[ids[0]]
    expect(Object.keys(await list(`groupId=${groupId}`))).toEqual([ids[0]])
  })

  it("refuses requests not signed with the account's secret, signed too long ago, or signed twice", async () => {
    const messages = [alimtalk('01011110007')]
    expect((await send(messages, signature({ apiSecret: 'wrong' }))).status).toBe(403)
    expect(await (await send(messages, signature({ apiKey: 'NCSOTHER' }))).json()).toMatchObject({ errorCode: 'InvalidApiKey' })
    expect(await (await send(messages, signature({ date: new Date(Date.now() - 20 * 60_000).toISOString() }))).json()).toMatchObject({
      errorCode: 'RequestTimeTooSkewed',
    })
    expect((await send(messages, 'Bearer nothing')).status).toBe(403)
    const once = signature()
    expect((await send(messages, once)).status).toBe(200)
    expect(await (await send(messages, once)).json()).toMatchObject({ errorCode: 'DuplicatedSignature' })
    expect(await received('01011110007')).toHaveLength(1)
  })

  it('refuses the next sends to one number when told, and every send during an outage, keeping nothing', async () => {
    await post('/test/fail-next?to=01011110008&count=2')
    expect((await send([alimtalk('01011110008')])).status).toBe(500)
    expect((await send([alimtalk('01011110009')])).status).toBe(200)
    expect((await send([alimtalk('01011110008')])).status).toBe(500)
    expect((await send([alimtalk('01011110008')])).status).toBe(200)
    expect(await (await fetch(`${base}/test/refused?to=01011110008`)).json()).toEqual({ count: 2 })
    expect(await received('01011110008')).toHaveLength(1)

    expect(await (await post('/test/outage?seconds=60')).json()).toMatchObject({ refusing: true })
    expect((await send([alimtalk('01011110010')])).status).toBe(500)
    await post('/test/outage?seconds=0')
    expect((await send([alimtalk('01011110010')])).status).toBe(200)
    expect(await received('01011110010')).toHaveLength(1)
  })

  it('takes a message at once but answers late when told: what a timed-out sender must look up rather than send again', async () => {
    await post('/test/latency?to=01011110011&ms=300')
    const started = Date.now()
    const pending = send([alimtalk('01011110011')])
    await expect.poll(() => received('01011110011')).toHaveLength(1)
    expect((await pending).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(300)
  })

  it('takes an advertisement (친구톡, or LMS) only with "(광고)" first and a free refusal, and sends a 친구톡 as LMS where KakaoTalk cannot reach', async () => {
    const ad = '(광고) 브랜드\n\n보상 판매 이벤트\n\n무료수신거부: https://site.test/marketing/refuse?t=x'
    const friendtalk = (to, change = {}) => ({ to, from: '0212345678', type: 'CTA', text: ad, kakaoOptions: { pfId: account.pfId, adFlag: true }, ...change })
    const refused = [
      friendtalk('01011110012', { text: ad.replace('(광고) ', '') }),
      friendtalk('01011110012', { text: ad.replace(/\n무료수신거부.*$/, '') }),
      friendtalk('01011110012', { kakaoOptions: { pfId: 'KA01PF-OTHER' } }),
      { to: '01011110012', from: '0212345678', type: 'LMS', subject: '(광고)', text: '(광고) 브랜드\n이벤트' },
    ]
    for (const message of refused) expect((await (await send([message])).json()).failedMessageList, message.text).toHaveLength(1)
    expect(await received('01011110012')).toEqual([])

    await post('/test/no-kakao?to=01011110014')
    await send([friendtalk('01011110013'), friendtalk('01011110014'), { to: '01011110015', from: '0212345678', type: 'LMS', subject: '(광고)', text: ad }])
    expect(await received('01011110013')).toEqual([expect.objectContaining({ type: 'CTA', text: ad, replacement: false })])
    // Short enough for an SMS (90 bytes, EUC-KR counting).
    expect(await received('01011110014')).toEqual([expect.objectContaining({ type: 'SMS', text: ad, replacement: true })])
    expect(await received('01011110015')).toEqual([expect.objectContaining({ type: 'LMS', text: ad })])
  })
})
