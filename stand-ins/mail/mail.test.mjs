import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailCatcher } from './mail.mjs'

describe('mail catcher', () => {
  let smtp
  let http
  let base
  let transport
  beforeAll(async () => {
    ;({ smtp, http } = createMailCatcher())
    await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${http.address().port}`
    transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtp.server.address().port, secure: false, ignoreTLS: true })
  })
  afterAll(async () => {
    transport.close()
    await new Promise((resolve) => smtp.close(resolve))
    await new Promise((resolve) => http.close(resolve))
  })

  const send = (to, subject) =>
    transport.sendMail({ from: { name: 'VAPORE 고객센터', address: 'no-reply@storefront.test' }, to, subject, text: `본문 ${subject}` })
  const mailsTo = async (to) => (await fetch(`${base}/messages?to=${encodeURIComponent(to)}`)).json()

  it('keeps each mail, readable by recipient, with its sender’s name and its Korean subject and text', async () => {
    await send('a@storefront.test', 'A/S 접수 완료')
    await send('b@storefront.test', '다른 메일')
    const mails = await mailsTo('A@storefront.test')
    expect(mails).toEqual([
      expect.objectContaining({
        from: 'no-reply@storefront.test',
        fromName: 'VAPORE 고객센터',
        to: ['a@storefront.test'],
        subject: 'A/S 접수 완료',
        text: expect.stringContaining('본문 A/S 접수 완료'),
      }),
    ])
  })

  it('refuses the next mails to one address with a temporary error when told, and only those', async () => {
    await fetch(`${base}/fail-next?to=c@storefront.test&count=1`, { method: 'POST' })
    await expect(send('c@storefront.test', '첫 시도')).rejects.toMatchObject({ responseCode: 451 })
    await send('d@storefront.test', '다른 사람')
    await send('c@storefront.test', '두 번째 시도')
    expect((await mailsTo('c@storefront.test')).map((mail) => mail.subject)).toEqual(['두 번째 시도'])
    expect(await (await fetch(`${base}/refused?to=c@storefront.test`)).json()).toEqual({ count: 1 })
  })

  it('refuses every mail to everyone while an outage lasts, then takes them again', async () => {
    const outage = async (method, query = '') => (await fetch(`${base}/outage${query}`, { method })).json()
    expect(await outage('POST', '?seconds=60')).toMatchObject({ refusing: true })
    await expect(send('e@storefront.test', '장애 중')).rejects.toMatchObject({ responseCode: 451 })
    await expect(send('f@storefront.test', '장애 중')).rejects.toMatchObject({ responseCode: 451 })
    expect(await outage('GET')).toMatchObject({ refusing: true, refused: 2 })
    expect(await (await fetch(`${base}/refused?to=e@storefront.test`)).json()).toEqual({ count: 1 })

    expect(await outage('POST', '?seconds=0')).toMatchObject({ refusing: false, refused: 2 })
    await send('e@storefront.test', '복구 후')
    expect((await mailsTo('e@storefront.test')).map((mail) => mail.subject)).toEqual(['복구 후'])
    expect((await fetch(`${base}/outage`, { method: 'POST' })).status).toBe(400)
  })

  it('answers as slowly as told, then at once again', async () => {
    const latency = async (ms) => (await fetch(`${base}/latency?ms=${ms}`, { method: 'POST' })).json()
    expect(await latency(300)).toEqual({ latencyMs: 300 })
    const started = Date.now()
    await send('g@storefront.test', '느린 서버')
    expect(Date.now() - started).toBeGreaterThanOrEqual(300)
    expect(await latency(0)).toEqual({ latencyMs: 0 })
    expect((await mailsTo('g@storefront.test')).map((mail) => mail.subject)).toEqual(['느린 서버'])
  })
})
