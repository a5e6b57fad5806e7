import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { clientWentAway, loggablePath, logOptions, maskText } from './logging'

describe('maskText', () => {
  it.each([
    ['mail from kim.minsu+test@example.co.kr failed', 'mail from [email] failed'],
    ['전화 010-1234-5678로 연락', '전화 [phone]로 연락'],
    ['phone 01012345678.', 'phone [phone].'],
    ['phone 010 123 4567', 'phone [phone]'],
    ['+82 10-1234-5678', '[phone]'],
    ['Authorization: Bearer abc.def-ghi', 'Authorization: Bearer [token]'],
    ['JWT eyJhbGciOi.eyJzdWIiOi.sig', 'JWT [token]'],
    ['cookie eyJhbGciOiJSUzI1NiJ9.eyJ1aWQiOiJhYmMifQ.c2lnbmF0dXJl here', 'cookie [token] here'],
    ['/estimate?token=abc123&x=1', '/estimate?token=[redacted]&x=1'],
    ['callback?code=kakao-code&state=s', 'callback?code=[redacted]&state=s'],
    ['session=abc; payload-token=xyz', 'session=[redacted]; payload-token=[redacted]'],
    ['oobCode=Q1w2E3&mode=resetPassword', 'oobCode=[redacted]&mode=resetPassword'],
  ])('%s', (text, masked) => {
    expect(maskText(text)).toBe(masked)
  })

  it('leaves serials, order numbers and ids alone', () => {
    expect(maskText('VP-2026-000001 AS-20261125-0042 id 42 at 2026-11-25')).toBe('VP-2026-000001 AS-20261125-0042 id 42 at 2026-11-25')
  })
})

describe('loggablePath', () => {
  it('keeps the path and harmless values, hides the rest', () => {
    expect(loggablePath('/shops?page=2&region=seoul&q=%ED%99%8D%EA%B8%B8%EB%8F%99')).toBe('/shops?page=2&region=seoul&q=~')
    expect(loggablePath('/api/customers?where[email][equals]=kim%40example.com&depth=0')).toBe('/api/customers?where[email][equals]=~&depth=0')
    expect(loggablePath('/api/service-requests/estimate?token=eyJhbGciOi.eyJzdWIiOi.sig')).toBe('/api/service-requests/estimate?token=~')
    expect(loggablePath('/posts/12')).toBe('/posts/12')
    expect(loggablePath('/survey?flag')).toBe('/survey?flag')
  })

  it('masks personal data written into the path itself', () => {
    expect(loggablePath('/api/users/kim@example.com')).toBe('/api/users/[email]')
  })
})

describe('logOptions', () => {
  function capture(log: (logger: pino.Logger) => void): Record<string, unknown> {
    const lines: string[] = []
    log(pino(logOptions('web', 'info'), { write: (line: string) => void lines.push(line) }))
    return JSON.parse(lines[0]!) as Record<string, unknown>
  }

  it('writes the service, a level name and an ISO time', () => {
    const line = capture((logger) => logger.info({ requestId: 'r-1' }, 'request'))
    expect(line).toMatchObject({ service: 'web', level: 'info', requestId: 'r-1', msg: 'request' })
    expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it('redacts credential and personal fields and masks free text and errors', () => {
    const line = capture((logger) =>
      logger.warn(
        {
          headers: { authorization: 'Bearer secret', cookie: 'session=secret' },
          user: { email: 'a@b.kr', phone: '01012345678' },
          err: new Error('no customer a@b.kr'),
        },
        'sign-in of a@b.kr with 010-1111-2222',
      ),
    )
    const text = JSON.stringify(line)
    expect(text).not.toMatch(/secret|a@b\.kr|01012345678|010-1111-2222/)
    expect(line.msg).toBe('sign-in of [email] with [phone]')
    expect(line.err).toMatchObject({ type: 'Error', message: 'no customer [email]' })
  })

  it('names the replica on every line when the deployment names it, and nothing when it does not', () => {
    expect(logOptions('web', 'info', 'web-2').base).toEqual({ service: 'web', instance: 'web-2' })
    expect(logOptions('cms', 'info', undefined).base).toEqual({ service: 'cms' })
  })

  it('falls back to info for an unknown LOG_LEVEL', () => {
    expect(logOptions('cms', 'loud').level).toBe('info')
    expect(logOptions('cms', 'debug').level).toBe('debug')
  })
})

describe('clientWentAway', () => {
  it("tells a client's leaving from a fault", () => {
    expect(clientWentAway(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))).toBe(true)
    expect(clientWentAway(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true)
    expect(clientWentAway(new Error('relation "payload_jobs" does not exist'))).toBe(false)
    expect(clientWentAway('aborted')).toBe(false)
  })
})
