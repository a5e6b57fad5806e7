import { notFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { InvalidInput } from './invalid-input'
import { thrownErrorStatus, refusalStatus } from './refusal-status'

describe('refusalStatus', () => {
  it('gives each kind of refusal its HTTP status', () => {
    expect(refusalStatus({ ok: false, code: 'rate/limited', message: '요청이 너무 많습니다.' })).toBe(429)
    expect(refusalStatus({ ok: false, code: 'session/signed-out' })).toBe(401)
    expect(refusalStatus({ ok: false, code: 'signed-out' })).toBe(401)
    expect(refusalStatus({ ok: false, message: '신청을 찾을 수 없습니다.', notFound: true })).toBe(404)
    expect(refusalStatus({ ok: false, code: 'answered' })).toBe(409)
    expect(refusalStatus({ ok: false, code: 'logout/unavailable', message: '로그아웃하지 못했습니다.' })).toBe(503)
    expect(refusalStatus({ ok: false, code: 'account/invalid', message: '이름을 확인해 주세요.' })).toBe(400)
    expect(refusalStatus({ ok: false, message: '취소할 수 없습니다.' })).toBe(400)
  })

  it('leaves every other answer alone', () => {
    for (const value of [{ ok: true }, null, undefined, 'x', [], { items: [] }]) expect(refusalStatus(value)).toBeNull()
  })

  it('answers input a validator refused and what is not there with their 4xx, a CMS that did not answer with 503, and nothing else that was thrown', () => {
    expect(thrownErrorStatus(new InvalidInput())).toBe(400)
    expect(thrownErrorStatus(notFound())).toBe(404)
    // A CMS that did not answer, as the error arrives from the server or through a server function's reply.
    expect(thrownErrorStatus(Object.assign(new Error('CMS answered 0 for /api/x'), { name: 'CmsUnavailable' }))).toBe(503)
    for (const error of [new Error('boom'), { status: 500 }, { status: '400' }, null, 'x']) expect(thrownErrorStatus(error)).toBeNull()
  })
})
